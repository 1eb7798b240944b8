import { NO_RECORDS } from '../../shared/components/EmptyRecords';
import { TabbedPage } from '../../shared/components/TabbedPage';
import { COLLECT_STRINGS as S } from '../collections.strings';
import { CollectedMaterials } from './CollectedMaterials';
import { CollectedTemplates } from './CollectedTemplates';
import { WritingCollections } from './WritingCollections';

/**
 * spec platform-core §2 favourites: tabs 素材库 / 秒创 / 秒撰; only un-collecting is offered, after
 * the 确定取消收藏吗？ confirmation, and the item then leaves the list.
 */
export function CollectedHistory() {
  return (
    <TabbedPage
      title={S.myCollections}
      lazyMount
      tabs={[
        { value: 'materials', label: S.tabLibrary, content: <CollectedMaterials /> },
        {
          value: 'templates',
          label: S.tabCreate,
          content: <CollectedTemplates confirmTitle={S.uncollectConfirm} emptyText={NO_RECORDS} />,
        },
        { value: 'copy', label: S.tabWrite, content: <WritingCollections /> },
      ]}
    />
  );
}
