/**
 * Names from other versions: a feature SQLE renamed between 2.x, 3.x and 4.x
 * (白名单 → 审核SQL例外) is found under its old name, and the hit says what
 * this version calls it. Renames are read from product data: the same UI
 * locale key of a menu entry or page title with other text in another
 * version. The page is the one whose title is this version's name.
 */
import {readLabels, versionNames, type ProductVersion} from '../../rule-reference/data';
import {foldText} from '../client/terms';
import type {IndexedDoc, SearchKeyProvider} from './index';

/**
 * Names the locale keys cannot tell, each with the locale key of the feature
 * it names. Keep it short, and say where the name comes from.
 */
const HAND_ADDED: {name: string; key: string}[] = [
  // 2.x's whitelist page explains the feature as 「SQL审核白名单」 (whitelist.ceTips).
  {name: 'SQL审核白名单', key: 'whitelist.pageTitle'},
];

/** Locale keys that name a feature: menu entries and page titles. */
const FEATURE_KEY = /^menu\.\w+$|\.pageTitle$/;
/** A name, not a sentence. */
const NAME = /^[\p{L}\p{N} ]{2,16}$/u;

/** A locale key without the package it sits in: `sqle/whitelist.pageTitle` and `whitelist.pageTitle` are one key; DMS's menu is `dmsMenu`. */
const plainKey = (key: string) => key.replace(/^[\w-]+\//, '').replace(/^dmsMenu\./, 'menu.');

function featureNames(version: ProductVersion): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, text] of Object.entries(readLabels(version))) {
    if (key.includes(':') || !NAME.test(text)) continue;
    const plain = plainKey(key);
    if (FEATURE_KEY.test(plain)) names.set(plain, text);
  }
  return names;
}

const fold = (text: string) => foldText(text).replace(/\s+/g, '');

export const renameSearchKeys: SearchKeyProvider = (version, docs) => {
  const here = featureNames(version);
  const pageNamed = (name: string): IndexedDoc | undefined => docs.find((doc) => fold(doc.title) === fold(name));
  /** page address → the key this version names it by and the other names. */
  const found = new Map<string, {doc: IndexedDoc; now: string; old: Set<string>}>();
  const add = (key: string, old: string) => {
    const now = here.get(key);
    if (!now || fold(now) === fold(old) || pageNamed(old)) return;
    const doc = pageNamed(now);
    if (!doc) return;
    const entry = found.get(doc.permalink) ?? {doc, now, old: new Set<string>()};
    found.set(doc.permalink, entry.old.add(old) && entry);
  };
  for (const other of versionNames.filter((v) => v !== version)) {
    for (const [key, old] of featureNames(other)) add(key, old);
  }
  for (const {name, key} of HAND_ADDED) add(key, name);
  return [...found.values()].flatMap(({doc, now, old}) =>
    [...old].map((name) => ({
      url: doc.permalink,
      title: doc.title,
      note: `「${name}」在 ${version} 中叫作「${now}」`,
      keys: [name],
    })),
  );
};
