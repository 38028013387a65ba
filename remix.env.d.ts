/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Types of loader data follow single fetch (React Router 7 semantics).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
