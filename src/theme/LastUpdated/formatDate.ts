/**
 * The page date as zh-CN writes it (2026年11月23日), in UTC like Docusaurus.
 * Equal to `Intl.DateTimeFormat('zh-CN', {year: 'numeric', month: 'short',
 * day: 'numeric', timeZone: 'UTC'})`, which tests/unit checks.
 */
export function formatDate(date: Date): string {
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}
