export { emailLinkOutcomes, linkProblemPage } from "./email-links";
export { privacyPolicy } from "./privacy-policy";
export { contactPage, resourcesPage, sitemapPage } from "./simple-pages";
export { termsOfService } from "./terms-of-service";
