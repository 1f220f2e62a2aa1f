/**
 * Addresses that moved. SPEC gives two readings of two guides' addresses; the routes claroread and
 * readwrite are canonical, and the other spellings answer with a permanent redirect: from the Node
 * server (server/app.ts), from static hosts that read dist/_redirects, and, for hosts that read
 * neither, from a small redirect page the prerender writes at the old address.
 */
export const permanentRedirects = [
  { from: '/resources/software-quick-guides/claro-read', to: '/resources/software-quick-guides/claroread' },
  { from: '/resources/software-quick-guides/read-write', to: '/resources/software-quick-guides/readwrite' },
] as const;
