/**
 * The single long-form pages, src/content/pages/<name>.md. A page module imports its file directly:
 * the content plugin (src/content/pipeline/vitePlugin.ts) compiles it at build time into a module of
 * data, bundled into that page's own chunk, so no other route downloads it (docs/decisions/030).
 * These declarations give each file the type of its compiled data.
 */
declare module '*/content/pages/about.md' {
  const page: import('./schemas').AboutPage;
  export default page;
}
declare module '*/content/pages/accessibility-statement.md' {
  const page: import('./schemas').DocumentPage;
  export default page;
}
declare module '*/content/pages/access-to-work.md' {
  const page: import('./schemas').AccessToWorkPage;
  export default page;
}
declare module '*/content/pages/privacy-policy.md' {
  const page: import('./schemas').PrivacyPolicyPage;
  export default page;
}
