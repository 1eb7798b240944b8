// Route components of the account layouts (/accountPage, /seGeneration, /seWritting, /mine), one
// lazy chunk for the account area.
export { UploadHistory as UploadHistoryPage } from '../components/history/UploadHistory';
export { MessageHistory as MessageHistoryPage } from '../components/history/MessageHistory';
export {
  DownloadHistory as DownloadHistoryPage,
  DownloadHistoryTable as DownloadHistoryTablePage,
} from '../components/history/DownloadHistory';
export { CollectedHistory as CollectedHistoryPage } from '../../collections/components/CollectedHistory';
export { TradingCenter as TradingCenterPage } from '../components/history/TradingCenter';
