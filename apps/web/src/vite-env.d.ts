/// <reference types="vite/client" />

// Declaration merging needs an interface here.
interface ImportMetaEnv {
  /** Absolute API origin for screen tests ('http://localhost'); empty in the browser. */
  readonly VITE_API_BASE_URL?: string;
}
