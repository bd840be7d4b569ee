/**
 * Full page navigations (to another system, or a fresh start of this app). Kept behind one object
 * so that tests can watch them: jsdom cannot leave the page.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
