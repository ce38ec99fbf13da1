/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the Help center link of the side menu. */
  readonly VITE_HELP_CENTER_URL?: string;
  /** Overrides the Pricing link of the side menu. */
  readonly VITE_PRICING_URL?: string;
}
