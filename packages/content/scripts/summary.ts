/**
 * Prints, for each guide, its words, read time and words per minute of read time
 * (`pnpm --filter @plummet/content summary`). The tests hold every guide to 190-240 words a minute.
 */
import { articles, articleText, wordCount } from "../src/index";

const rows = articles.map((article) => {
  const words = wordCount(articleText(article));
  return { slug: article.slug, words, readTime: article.readTime, perMinute: words / article.readTime };
});

const slugWidth = Math.max(...rows.map((row) => row.slug.length), "guide".length);
const line = (slug: string, words: string, minutes: string, perMinute: string) =>
  `${slug.padEnd(slugWidth)}  ${words.padStart(6)}  ${minutes.padStart(9)}  ${perMinute.padStart(9)}`;

console.log(line("guide", "words", "read time", "words/min"));
for (const row of rows) {
  console.log(
    line(row.slug, row.words.toLocaleString("en-GB"), `${row.readTime} min`, row.perMinute.toFixed(0)),
  );
}
const totalWords = rows.reduce((sum, row) => sum + row.words, 0);
const totalMinutes = rows.reduce((sum, row) => sum + row.readTime, 0);
console.log(
  line(
    `${rows.length} guides`,
    totalWords.toLocaleString("en-GB"),
    `${totalMinutes} min`,
    (totalWords / totalMinutes).toFixed(0),
  ),
);
