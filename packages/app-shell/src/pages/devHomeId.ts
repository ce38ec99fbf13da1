/** The id of the dev shell's home feature, kept apart from the page so the start-up does not carry the page. */
export const DEV_HOME_ID = 'dev-home';
