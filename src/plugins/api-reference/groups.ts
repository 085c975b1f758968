/**
 * How the Swagger tags of every version are laid out as pages: one page per
 * theme holding a few related tags of SQLE and DMS (a tag is never split),
 * each tag a section of its page.
 * A tag missing here makes the generator throw, so a new SQLE version's new
 * tag gets a page and a name before it is published.
 *
 * `intro` is our own text for the groups integrators use most. `[[METHOD
 * /path]]` in it becomes a link to that operation of the version being
 * generated (path as the Swagger file writes it, without the base path);
 * `[[A|B]]` takes the first that exists, and none existing throws.
 */
import type {ProductVersion} from '../../../product-data/extract/sources';

export type ApiPageDef = {
  slug: string;
  /** Sidebar label and title stem. */
  label: string;
  /** Swagger tags on this page as `<repo>:<tag>`, in this order; the Chinese name shown for each. */
  tags: Record<string, string>;
  /** Our introduction, per version where the versions differ; `all` when they do not. */
  intro?: Partial<Record<ProductVersion | 'all', string>>;
};

const workflowIntro = `工单是 SQL 上线的载体：一张工单包含一个或多个数据源上的审核任务（task），按项目的审批流程逐级审批，最后由有权限的成员上线执行。工单属于项目，路径中的 \`{project_name}\` 是项目名称，\`{workflow_id}\` 是创建工单时返回的编号。

典型的调用顺序：

1. 为每个要变更的数据源创建审核任务并提交 SQL：[[POST /v1/projects/{project_name}/tasks/audits]]，响应中的 \`task_id\` 留作下一步使用。
2. 用这些任务编号创建工单：[[POST /v2/projects/{project_name}/workflows]]。
3. 查看工单当前所处的步骤和状态：[[GET /v2/projects/{project_name}/workflows/{workflow_id}/]]。
4. 审批人通过或驳回当前步骤：[[POST /v2/projects/{project_name}/workflows/{workflow_id}/steps/{workflow_step_id}/approve]]、[[POST /v2/projects/{project_name}/workflows/{workflow_id}/steps/{workflow_step_id}/reject]]。
5. 审批完成后上线：[[POST /v2/projects/{project_name}/workflows/{workflow_id}/tasks/execute]]。`;

const auditIntro = `这一组接口只做审核，不创建工单。它们适合 IDE 插件、CI/CD 流水线和内部平台：提交 SQL 文本或文件内容，在响应中直接拿到每条 SQL 的审核结果。

- 审核一段 SQL 文本：[[POST /v2/sql_audit|POST /v1/sql_audit]]。
- 审核文件内容（普通 SQL 文件或 MyBatis XML）：[[POST /v2/audit_files|POST /v1/audit_files]]。
- 在项目中留下一条审核记录（可以提交 SQL、上传文件或给出 Git 仓库地址）：[[POST /v1/projects/{project_name}/sql_audit_records]]，再用 [[GET /v1/projects/{project_name}/sql_audit_records]] 查询记录列表。`;

const ruleTemplateIntro = `规则模板决定审核时启用哪些规则、每条规则的等级和参数。模板分两级：全局模板对所有项目可见，项目模板只属于一个项目。审核任务、智能扫描和数据源都通过模板名称引用模板。

- 查询某种数据库类型有哪些规则：[[GET /v1/rules]]。
- 全局模板的列表与新建：[[GET /v1/rule_templates]]、[[POST /v1/rule_templates]]。
- 项目模板的列表与新建：[[GET /v1/projects/{project_name}/rule_templates]]、[[POST /v1/projects/{project_name}/rule_templates]]。`;

const auditPlanIntro34 = (tokenReset: boolean) => `智能扫描按数据源组织：每个数据源上可以建一个扫描任务（instance audit plan），其中再按采集方式开启若干种扫描，每一种有自己的编号 \`audit_plan_id\`。采集到的 SQL 经审核后进入 SQL 管控，在那里跟踪处理状态。

典型的调用顺序：

1. 为数据源创建扫描任务并选择扫描类型：[[POST /v1/projects/{project_name}/instance_audit_plans]]。
2. 查看该数据源已开启的扫描及其编号：[[GET /v1/projects/{project_name}/instance_audit_plans/{instance_audit_plan_id}/audit_plans]]。
3. 由 scannerd 等采集端上传 SQL：[[POST /v2/projects/{project_name}/audit_plans/{audit_plan_id}/sqls/upload]]。这个接口校验的是扫描任务的访问凭证${tokenReset ? '，凭证可以用 [[PATCH /v1/projects/{project_name}/instance_audit_plans/{instance_audit_plan_id}/token]] 重新生成' : ''}。
4. 在 SQL 管控中查询和处理这些 SQL：[[GET /v3/projects/{project_name}/sql_manages|GET /v2/projects/{project_name}/sql_manages]]、[[PATCH /v1/projects/{project_name}/sql_manages/batch]]。`;

const auditPlanIntro2 = `智能扫描任务按名称区分，每个任务属于一个项目，有自己的扫描类型和访问凭证。scannerd 等采集端用访问凭证把 SQL 推送到任务中，SQLE 审核后生成审核报告。

典型的调用顺序：

1. 创建扫描任务：[[POST /v1/projects/{project_name}/audit_plans]]。
2. 采集端推送 SQL，增量或全量：[[POST /v1/projects/{project_name}/audit_plans/{audit_plan_name}/sqls/partial]]、[[POST /v1/projects/{project_name}/audit_plans/{audit_plan_name}/sqls/full]]。
3. 触发审核：[[POST /v1/projects/{project_name}/audit_plans/{audit_plan_name}/trigger]]。
4. 查看审核报告：[[GET /v1/projects/{project_name}/audit_plans/{audit_plan_name}/reports]]。`;

const projectIntro34 = `项目和数据源由 DMS 管理。DMS 的接口用项目的 UID（\`{project_uid}\`）定位项目，SQLE 的接口则用项目名称（\`{project_name}\`）；两者都可以从项目列表的响应中取得。数据源（DB service）属于项目，审核任务、工单和智能扫描都通过数据源名称引用它。

- 查询项目列表、新建项目：[[GET /v2/dms/projects|GET /v1/dms/projects]]、[[POST /v2/dms/projects|POST /v1/dms/projects]]。
- 查询项目中的数据源、添加数据源：[[GET /v2/dms/projects/{project_uid}/db_services|GET /v1/dms/projects/{project_uid}/db_services]]、[[POST /v2/dms/projects/{project_uid}/db_services|POST /v1/dms/projects/{project_uid}/db_services]]。
- 添加前测试连通性：[[POST /v1/dms/projects/{project_uid}/db_services/connection]]。`;

const projectIntro2 = `项目是 SQLE 2.x 中数据源、规则模板、工单和智能扫描的容器，接口路径用项目名称（\`{project_name}\`）定位项目。数据源（instance）属于项目，审核任务和工单通过数据源名称引用它。

- 查询项目列表、新建项目：[[GET /v1/projects]]、[[POST /v1/projects]]。
- 查询项目中的数据源、添加数据源：[[GET /v1/projects/{project_name}/instances]]、[[POST /v1/projects/{project_name}/instances]]。
- 添加前测试连通性：[[POST /v1/instance_connection]]。`;

const usersIntro34 = `用户、用户组、角色和会话由 DMS 管理。脚本访问 SQLE 需要令牌：用账号密码登录得到会话令牌，或用会话令牌换取有效期更长的个人访问令牌，之后在每个请求的 \`Authorization\` 请求头中携带。

- 登录，得到会话令牌：[[POST /v1/dms/sessions]]。
- 生成个人访问令牌：[[POST /v1/dms/users/gen_token]]。
- 查看令牌对应的当前用户：[[GET /v1/dms/sessions/user]]。
- 管理用户：[[GET /v1/dms/users]]、[[POST /v1/dms/users]]。`;

const usersIntro2 = `SQLE 2.x 自己管理用户、用户组和角色，没有 DMS。脚本先登录得到令牌，再在每个请求的 \`Authorization\` 请求头中携带；用户和用户组的管理接口只有管理员能调用。

- 登录，得到令牌：[[POST /v1/login]]。
- 查看令牌对应的当前用户：[[GET /v1/user]]。
- 管理用户：[[GET /v1/users]]、[[POST /v1/users]]。`;

export const apiPages: ApiPageDef[] = [
  {slug: 'workflow', label: 'SQL 工单', tags: {'sqle:workflow': '工单'}, intro: {all: workflowIntro}},
  {
    slug: 'audit',
    label: 'SQL 审核',
    tags: {
      'sqle:sql_audit': '直接审核',
      'sqle:sql_audit_record': 'SQL 审核记录',
      'sqle:SqlDEVRecord': 'IDE 审核记录',
      'sqle:sql_analysis': 'SQL 分析',
      'sqle:pipeline': '流水线',
    },
    intro: {all: auditIntro},
  },
  {slug: 'task', label: '审核任务', tags: {'sqle:task': '审核任务'}},
  {
    slug: 'audit-plan',
    label: '智能扫描与 SQL 管控',
    tags: {
      'sqle:instance_audit_plan': '数据源扫描任务',
      'sqle:audit_plan': '扫描任务',
      'sqle:SqlManage': 'SQL 管控',
      'sqle:SqlInsight': 'SQL 洞察',
    },
    intro: {v4: auditPlanIntro34(true), v3: auditPlanIntro34(false), v2: auditPlanIntro2},
  },
  {
    slug: 'rule-template',
    label: '规则模板',
    tags: {
      'sqle:rule_template': '规则与规则模板',
      'sqle:audit_whitelist': '审核白名单',
      'sqle:blacklist': '黑名单',
      'sqle:knowledge_base': '知识库',
    },
    intro: {all: ruleTemplateIntro},
  },
  {
    slug: 'project',
    label: '项目与数据源',
    tags: {
      'sqle:project': '项目',
      'dms:Project': '项目',
      'dms:DBService': '数据源',
      'sqle:instance': '数据源',
      'sqle:sync_instance': '数据源同步',
      'dms:DBServiceSyncTask': '数据源同步任务',
      'dms:Member': '成员',
      'dms:MemberGroup': '成员组',
      'sqle:database_comparison': '数据库对比',
    },
    intro: {v4: projectIntro34, v3: projectIntro34, v2: projectIntro2},
  },
  {
    slug: 'user',
    label: '用户与令牌',
    tags: {
      'dms:Session': '会话',
      'dms:User': '用户',
      'sqle:user': '用户',
      'dms:UserGroup': '用户组',
      'sqle:user_group': '用户组',
      'dms:Role': '角色',
      'sqle:role': '角色',
      'dms:OpPermission': '操作权限',
      'sqle:management_permission': '管理权限',
      'dms:OAuth2': 'OAuth2',
      'sqle:oauth2': 'OAuth2',
    },
    intro: {v4: usersIntro34, v3: usersIntro34, v2: usersIntro2},
  },
  {
    slug: 'sql-optimization',
    label: 'SQL 优化与版本',
    tags: {'sqle:sql_optimization': 'SQL 优化', 'sqle:sql_version': 'SQL 版本'},
  },
  {
    slug: 'data-export',
    label: '数据导出与脱敏',
    tags: {
      'dms:DataExportWorkflows': '数据导出工单',
      'dms:DataExportTask': '数据导出任务',
      'dms:Masking': '数据脱敏',
      'dms:CloudBeaver': 'SQL 工作台',
      'dms:CBOperationLogs': '工作台操作日志',
    },
  },
  {
    slug: 'statistic',
    label: '统计与报表',
    tags: {
      'sqle:statistic': '统计',
      'sqle:dashboard': '仪表盘',
      'sqle:GlobalDashboard': '全局仪表盘',
      'sqle:ai_hub': 'AI 智能中心',
      'dms:ResourceOverview': '资源总览',
    },
  },
  {
    slug: 'configuration',
    label: '系统配置',
    tags: {
      'sqle:configuration': 'SQLE 配置',
      'dms:Configuration': '平台配置',
      'dms:SMS': '短信',
      'dms:Webhook': 'Webhook',
      'dms:Notification': '通知',
      'sqle:system': '系统',
      'dms:BasicInfo': '基础信息',
      'sqle:global': '全局信息',
      'sqle:companyNotice': '系统公告',
      'dms:CompanyNotice': '系统公告',
      'sqle:ReportPushConfig': '报告推送',
      'sqle:operation': '操作类型',
      'sqle:OperationRecord': '操作记录',
      'dms:OperationRecord': '操作记录',
      'dms:Gateway': '网关',
      'dms:DMSPlugin': '插件',
      'dms:DMSProxy': '代理',
    },
  },
];

/** Every page slug of every version, in sidebar order (a version shows the ones it has). */
export const apiPageSlugs = apiPages.map((p) => p.slug);
