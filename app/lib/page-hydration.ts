/**
 * The handle of a page that is for reading only: shared caching (signed-out renders) and no
 * JavaScript (decision 0050). Its links, the mobile menu and the toasts work without scripts.
 */
export const READING_PAGE_HANDLE = { cache: "public", hydrate: false } as const;
