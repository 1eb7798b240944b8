import { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { explorerFetch } from './explorerFetcher';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const fetcher: Fetcher = (params, options) => explorerFetch(params, options?.headers);

const DEFAULT_QUERY = `# 创意营销平台 GraphQL Explorer
# 已登录时自动携带当前账号的令牌。
query Viewer {
  viewer {
    id
    name
    role
  }
}
`;

const root = document.getElementById('explorer');
if (!root) throw new Error('#explorer is missing from explorer.html');
createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
