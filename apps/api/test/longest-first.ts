import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The suite's longest files, 15 to 35 s each on a busy machine: they start processes of their own
 * (the email bench, the partners command, a crash and restart, a cluster) or build several apps.
 */
const LONGEST = [
  "test/bench/email-delay.test.ts",
  "test/partners/cli.test.ts",
  "test/api/security.test.ts",
  "test/db/crash-restart.test.ts",
  "test/api/partners.test.ts",
  "test/cluster/cluster.test.ts",
];

/**
 * Starts the longest files first. Vitest does so by itself once it has timed a run, but on a fresh
 * clone (CI) it starts the largest files first: the email bench, a small file, then ran alone for
 * its last 17 s while the other worker had nothing left to do.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST.length : index;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
