export { createBlockingHistory, type BlockingHistory } from './blocking-history';
export { HistoryRouter, useNavigationBlocker } from './history-router';
