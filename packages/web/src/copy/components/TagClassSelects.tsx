import { useQuery } from '@apollo/client/react';
import { CopyTagClassesDocument } from '@adstudio/schema/client';
import { FilterSelects } from '../../shared/components/FilterSelects';
import { COPY_STRINGS as S } from '../copy.strings';

interface Props {
  classId: string;
  /** Chosen tag per class id; a missing class is 全部 (the spec's -1). */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}

/** One select per tag class, each with 全部 (spec create-and-write §2 copy search pages). */
export function TagClassSelects({ classId, value, onChange }: Props) {
  const { data } = useQuery(CopyTagClassesDocument, { variables: { classId } });
  const groups = data?.copyTagClasses.map((cls) => ({ ...cls, options: cls.tags }));
  return (
    <FilterSelects groups={groups} value={value} onChange={onChange} allLabel={S.all} width="32" />
  );
}
