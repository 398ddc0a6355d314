export { aboutPage, aboutPageFor } from "./about-page";
export { accountPage, accountSignInPage, passkeyExplainer } from "./account";
export { emailLinkOutcomes, linkProblemPage } from "./email-links";
export { privacyPolicy, privacyPolicyFor } from "./privacy-policy";
export { callBackPage, contactPage, resourcesPage, sitemapPage } from "./simple-pages";
export { termsOfService, termsOfServiceFor } from "./terms-of-service";
