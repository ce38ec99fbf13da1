/** The bits of window.location the recovery code touches, so tests can hand in their own. */
export interface PageLocation {
  hash: string;
  reload(): void;
}

export const browserLocation: PageLocation = {
  get hash() {
    return window.location.hash;
  },
  set hash(value: string) {
    window.location.hash = value;
  },
  reload: () => window.location.reload(),
};
