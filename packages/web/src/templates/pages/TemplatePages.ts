// The quick-create pages, one lazy chunk for the route table.
export { ModelCenterPage } from './ModelCenterPage';
export { ModelCollectFilePage } from './ModelCollectFilePage';
export { DesignHistoryPage } from './DesignHistoryPage';
export { DesignRecordsPage } from './DesignRecordsPage';
export { ModelHomePage } from './ModelHomePage';
export { SmartModelPage } from './SmartModelPage';
export { EditorPage } from './EditorPage';
