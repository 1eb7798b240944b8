import { SidebarLayout } from '../../shared/components/SidebarLayout';
import { AccountSettings } from '../components/AccountSettings';

/** /accountPage, /seGeneration, /seWritting: the account menu plus the 账号设置 shell. */
export function AccountLayout() {
  return <SidebarLayout aside={<AccountSettings />} />;
}
