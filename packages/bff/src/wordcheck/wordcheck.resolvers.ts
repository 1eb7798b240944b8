import type { Resolvers } from '../generated/resolvers.js';
import {
  addEntry,
  addWhitelist,
  checkUrls,
  checkWords,
  getVocabulary,
  listEntries,
  listWhitelist,
  reloadLexicon,
  removeWhitelist,
  updateEntry,
} from './wordcheck.api.js';
import { toCheckResult, toEntry, toStatus, toUrlCheck, toWhitelist } from './wordcheck.mappers.js';

export const wordcheckResolvers: Resolvers = {
  Query: {
    checkWords: async (_parent, { content, industry }, { api }) =>
      toCheckResult(await checkWords(api, content, industry)),
    checkUrls: async (_parent, { links, industry }, { api }) =>
      (await checkUrls(api, links, industry)).list.map(toUrlCheck),
    lexiconEntries: async (_parent, args, { api }) => {
      const { list, total } = await listEntries(api, args);
      return { items: list.map(toEntry), total, page: args.page, pageSize: args.pageSize };
    },
    wordCheckVocabulary: async (_parent, _args, { api }) => getVocabulary(api),
    wordWhitelist: async (_parent, _args, { api }) =>
      (await listWhitelist(api)).list.map(toWhitelist),
  },
  Mutation: {
    addLexiconEntry: async (_parent, { input }, { api }) => toEntry(await addEntry(api, input)),
    updateLexiconEntry: async (_parent, { id, input, enabled }, { api }) =>
      toEntry(await updateEntry(api, id, input, enabled)),
    addWhitelistEntry: async (_parent, { input }, { api }) =>
      toWhitelist(await addWhitelist(api, input)),
    removeWhitelistEntry: async (_parent, { id }, { api }) =>
      toStatus(await removeWhitelist(api, id)),
    reloadLexicon: async (_parent, _args, { api }) => toStatus(await reloadLexicon(api)),
  },
};
