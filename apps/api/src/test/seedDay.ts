/**
 * The UTC day, on which the demo seed dates its data sets and exports: a template seeded on another day is not
 * reused. Its own module, so that the kill tests' helpers can ask without importing the test database module.
 */
export const seedDay = () => new Date().toISOString().slice(0, 10);
