/** The first-load JavaScript budget (decision 0009): the home page within this factor of the baseline app (gzip). */
export const HOME_BUDGET = 1.25;
