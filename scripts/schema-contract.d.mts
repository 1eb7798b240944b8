// Types of schema-contract.mjs (plain Node, so npm test can run it before any build).
import type { BreakingChange } from 'graphql';

export interface ContractFiles {
  release: string;
  current: string;
  changelog: string;
}

export interface ContractResult {
  breaking: BreakingChange[];
  unrecorded: BreakingChange[];
}

export const CONTRACT_FILES: ContractFiles;
export function unreleasedSection(changelog: string): string;
export function checkSchemaContract(input: {
  releaseSdl: string;
  currentSdl: string;
  changelog: string;
}): ContractResult;
export function checkRepositoryContract(files?: ContractFiles): ContractResult;
