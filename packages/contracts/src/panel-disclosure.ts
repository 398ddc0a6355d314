// What a deployment says while its built-in panel prices: the insurers are fictional and their
// prices illustrative. No schema library here, so the website's islands can import it
// (`@plummet/contracts/panel-disclosure`) without loading zod.

/** The heading of the disclosure. */
export const demonstrationPanelTitle = "A demonstration panel";

/** The disclosure, said the same way on the results, the product pages and in the quote email. */
export const demonstrationPanelNote =
  "Its insurers are fictional and its prices illustrative: none is a real quote, and nothing here can be bought.";
