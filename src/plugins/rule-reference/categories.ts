/**
 * Rule categories as SQLE names them (zh, exactly as the UI shows them) →
 * page slug and a short paragraph of our own that opens the category page.
 * An unknown category (a new SQLE release) stops the generator, so a new
 * page never appears without a slug and an introduction.
 */
export type RuleCategory = {name: string; slug: string; label: string; intro: string};

export const ruleCategories: RuleCategory[] = [
  {
    name: '全局配置',
    slug: 'global-config',
    label: '全局配置',
    intro:
      '这一类规则大多不直接检查某条 SQL，而是开关或调节 SQLE 自身的审核与上线行为，例如是否用 EXPLAIN 做预检查、大表改表时给出什么建议。它们在审核规则模板中和其他规则一样启用、停用和调整参数，作用范围是使用该模板的数据源。',
  },
  {
    name: '命名规范',
    slug: 'naming',
    label: '命名规范',
    intro:
      '命名规范类规则检查库、表、列、索引等对象的名字：长度、大小写、是否使用关键字、前缀和字符集合等。统一的命名让脚本、监控和交接都更省事，也避免在不同大小写敏感设置的实例之间迁移时出错。',
  },
  {
    name: '索引规范',
    slug: 'indexing',
    label: '索引规范',
    intro:
      '索引规范类规则在建表和改表时检查索引的设计：数量、列数、列类型、主键是否存在以及是否重复。索引设计不当的代价通常要到数据量增长之后才显现，在上线前审核时拦下来成本最低。',
  },
  {
    name: 'DDL规范',
    slug: 'ddl',
    label: 'DDL 规范',
    intro:
      'DDL 规范类规则检查建库、建表、改表和删除对象的语句：表结构写法、字段类型和默认值、存储引擎与字符集、变更对大表的影响等。DDL 往往需要锁表或重建数据，写法上的问题会直接变成上线时的阻塞或数据风险。',
  },
  {
    name: 'DML规范',
    slug: 'dml',
    label: 'DML 规范',
    intro:
      'DML 规范类规则检查查询与增删改语句：WHERE 条件、JOIN 写法、排序和分页、子查询、函数与隐式转换、一次影响的行数等。这是条目最多的一类，覆盖了日常开发中最常见的性能问题和误操作风险。',
  },
  {
    name: 'DQL规范',
    slug: 'dql',
    label: 'DQL 规范',
    intro: 'DQL 规范类规则专门检查查询语句的写法，关注返回结果的正确性和查询的执行代价。',
  },
  {
    name: '使用建议',
    slug: 'usage',
    label: '使用建议',
    intro:
      '使用建议类规则收录不便归入 DDL 或 DML 的做法建议，例如对存储过程、触发器、视图、权限语句和特定 SQL 写法的限制。它们多数反映团队运维上的约定，可以按你的规范在审核规则模板中取舍。',
  },
  {
    name: '索引优化',
    slug: 'index-optimization',
    label: '索引优化',
    intro:
      '索引优化类规则结合数据源中的真实表结构和统计信息，判断索引是否冗余、区分度是否足够、查询能否用上合适的索引，其中一部分会给出索引创建建议。多数规则需要连接数据源才能判断，离线审核时会被跳过；启用前先确认 SQLE 连接数据源所用的账号有读取表结构和统计信息的权限。',
  },
  {
    name: '索引失效',
    slug: 'index-invalidation',
    label: '索引失效',
    intro:
      '索引失效类规则找出让已有索引用不上的写法，例如对索引列做运算或函数处理、前置通配符的 LIKE、类型不一致的比较等。这类问题在测试环境的小数据量下不易察觉，上线后则表现为慢查询。改写时通常把运算移到比较值一侧，或让比较两边的类型和字符集保持一致。',
  },
  {
    name: '执行计划',
    slug: 'execution-plan',
    label: '执行计划',
    intro: '执行计划类规则读取语句在数据源上的 EXPLAIN 结果，根据访问类型、扫描行数等判断语句的执行代价。',
  },
  {
    name: '分布式规范',
    slug: 'distributed',
    label: '分布式规范',
    intro: '分布式规范类规则面向分布式数据库的使用约定，检查在分片环境下容易出问题的写法。',
  },
];

/** Doc ids of every possible category page, for the shared sidebar outline. */
export const ruleCategorySlugs = ruleCategories.map((c) => c.slug);

export function categoryOf(name: string): RuleCategory {
  const found = ruleCategories.find((c) => c.name === name);
  if (!found) {
    throw new Error(`rule category "${name}" has no page: add it to src/plugins/rule-reference/categories.ts`);
  }
  return found;
}
