import { DataList, Tag, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MaterialDetailQuery } from '@adstudio/schema/client';
import { formatDateTime, formatFileSize } from '../../shared/utils/format';

type Material = MaterialDetailQuery['material'];

/** Every field of a material (spec platform-core §2 image detail, §3 Material). */
export function MaterialFacts({ material }: { material: Material }) {
  // Tags and the other free text come from uploaders: rendered as text, never as HTML.
  const rows: [label: string, value: ReactNode][] = [
    ['ID', material.id],
    ['作者/来源', material.author || '—'],
    ['尺寸', `${material.width} x ${material.height} px`],
    ['大小', formatFileSize(material.fileSize)],
    ['格式', material.format.toUpperCase()],
    ['版权', material.copyright || '—'],
    ['分类', material.category],
    [
      '标签',
      material.tags.length > 0 ? (
        <Wrap gap="1" as="ul" listStyleType="none" aria-label="标签">
          {material.tags.map((tag) => (
            <Tag.Root key={tag.id} as="li" size="sm" variant="subtle">
              <Tag.Label>{tag.name}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      ) : (
        '—'
      ),
    ],
    ['下载次数', material.downloadCount],
    ['上传时间', formatDateTime(material.createdAt)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="20" color="gray.500">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all" data-testid={`fact-${label}`}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
