// Without zod or the question sets: the results page reads these from a set's assumptions.

/**
 * What a set priced on every answer states first among its assumptions, so its page reads
 * "Priced for: Your full answers to every question insurers ask".
 */
export const fullAnswersLine = "Your full answers to every question insurers ask";
