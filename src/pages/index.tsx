import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {pdfLink} from '@site/src/config/pdf';
import {docsVersions} from '@site/src/config/versions';
import styles from './index.module.css';

type Reference = {label: string; to: string; what: string};

/** The reference parts readers come back to, on the first screen: one line each. */
const references: Reference[] = [
  {label: '审核规则参考', to: '/docs/audit-rules/intro', what: '内置规则的规则键、默认等级、参数和示例'},
  {label: '按报错排查', to: '/docs/deploy-manual/troubleshooting', what: '用报错原文找到原因和处理步骤'},
  {label: 'HTTP 接口参考', to: '/docs/api-reference/intro', what: '每个接口的路径、参数、返回字段和 curl 示例'},
  {label: '版本变更记录', to: '/docs/release-history/changes', what: '每个 4.x 版本改了什么，以及升级要注意的变化'},
  {label: 'PDF 手册', to: pdfLink(docsVersions[0]), what: '4.x 全部文档，便于离线阅读和打印'},
];

type RoleCard = {title: string; who: string; links: {label: string; to: string}[]};

const roleCards: RoleCard[] = [
  {
    title: '部署',
    who: '运维与 DBA：在服务器或内网环境中安装、配置和升级 SQLE。',
    links: [
      {label: '选择安装方式', to: '/docs/deploy-manual/intro'},
      {label: '配置文件参考', to: '/docs/deploy-manual/config'},
      {label: '升级与回退', to: '/docs/deploy-manual/upgrade'},
    ],
  },
  {
    title: '使用',
    who: '开发与 DBA：提交和审批 SQL 工单，配置智能扫描，阅读审核结果。',
    links: [
      {label: 'SQL 工单', to: '/docs/user-manual/project/workflow/intro'},
      {label: '智能扫描', to: '/docs/user-manual/project/audit_task/intro'},
      {label: '审核规则模板', to: '/docs/user-manual/project/rule-template-manager'},
    ],
  },
  {
    title: '管理',
    who: '管理员：管理用户、角色、项目与成员，对接 LDAP、消息推送和 Webhook。',
    links: [
      {label: '用户与角色', to: '/docs/user-manual/user-manager/intro'},
      {label: '系统设置', to: '/docs/user-manual/sys-configuration/intro'},
      {label: '项目与成员', to: '/docs/user-manual/project/intro'},
    ],
  },
  {
    title: '二次开发',
    who: '开发者：编写数据源审核插件，调用 OpenAPI，接入 IDE 与 CI/CD。',
    links: [
      {label: '开发手册', to: '/docs/dev-manual/intro'},
      {label: '开发审核插件', to: '/docs/dev-manual/plugins/howtodev'},
      {label: 'OpenAPI 认证', to: '/docs/dev-manual/OpenAPI/dmstoken'},
    ],
  },
];

function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          SQLE 文档
        </Heading>
        <p className={styles.lead}>
          SQLE 是爱可生开源的 SQL 质量管理平台，在 SQL 上线前审核、上线中管控、上线后扫描，帮你把问题 SQL 挡在生产库之外。
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quick-usage">
            快速开始
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/deploy-manual/intro">
            安装部署
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/online-demo">
            在线体验
          </Link>
        </div>
        <nav className={styles.references} aria-labelledby="home-references">
          <Heading as="h2" id="home-references" className={styles.referencesTitle}>
            常用参考
          </Heading>
          <ul>
            {references.map((reference) => (
              <li key={reference.label}>
                <Link to={reference.to}>{reference.label}</Link>
                <span>{reference.what}</span>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** Where readers of older releases go: one link per older docs version this build has. */
function OlderVersions(): React.JSX.Element {
  const older = useVersions(undefined).filter((version) => !version.isLast);
  return (
    <p className={styles.versions}>
      本站默认展示 SQLE 4.x 的文档。
      {older.length > 0 && (
        <>
          仍在使用旧版本？请阅读{' '}
          {older.map((version, index) => (
            <React.Fragment key={version.name}>
              {index > 0 && ' 或 '}
              <Link to={version.docs.find((doc) => doc.id === version.mainDocId)!.path}>{version.label} 文档</Link>
            </React.Fragment>
          ))}
          ，也可以随时在页面右上角的版本菜单中切换。
        </>
      )}
    </p>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout title="首页" description="SQLE 中文文档：安装部署、用户手册、开发手册与常见问题。">
      <Hero />
      <main className="container margin-vert--xl">
        <Heading as="h2" className={styles.sectionTitle}>
          按角色开始阅读
        </Heading>
        <div className={styles.cards}>
          {roleCards.map((card) => (
            <section key={card.title} className={styles.card}>
              <Heading as="h3">{card.title}</Heading>
              <p>{card.who}</p>
              <ul>
                {card.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <OlderVersions />
      </main>
    </Layout>
  );
}
