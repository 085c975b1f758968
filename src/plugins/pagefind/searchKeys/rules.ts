/**
 * Rule keys: a rule's name, and its audit message as SQLE prints it (values
 * in place of `%v`), lead to the rule's section on the audit-rules reference
 * page. The message comes from product data and is a key only: the hit shows
 * our page's heading and the rule key.
 */
import {format} from 'autocorrect-node';
import {readRules} from '../../rule-reference/data';
import {pagesOf, REFERENCE_DIR} from '../../rule-reference/generate';
import type {SearchKeyProvider} from './index';

export const ruleSearchKeys: SearchKeyProvider = (version, docs) => {
  const rules = new Map(readRules(version).rules.map((rule) => [rule.key, rule]));
  return pagesOf(version).flatMap((page) => {
    const doc = docs.find((d) => d.id === `${REFERENCE_DIR}/${page.slug}`);
    if (!doc) return [];
    return page.keys.map((key) => {
      const rule = rules.get(key)!;
      return {
        url: `${doc.permalink}#${key}`,
        // The heading the reference page gives the rule (the name in the site's copy style).
        title: format(rule.name),
        note: `规则键 ${key}，收录在「${doc.title}」`,
        keys: [rule.name, key, ...(rule.message ? [rule.message] : [])],
      };
    });
  });
};
