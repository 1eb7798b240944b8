import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { SmartImageAnalysisDocument, SmartScenarioClassesDocument } from '@adstudio/schema/client';
import { renderWithProviders } from '../../test/renderApp';
import { SmartForm } from './SmartForm';

const PHOTO = '/api/v1/files/user_upload/1/person.jpg';

const image = (url: string | null) => ({
  url,
  uploading: false,
  cutting: false,
  choose: () => Promise.resolve(),
  cutout: () => Promise.resolve(),
});

const scenarios = {
  request: { query: SmartScenarioClassesDocument, variables: { classIds: ['128', '129'] } },
  result: { data: { scenarioTagClasses: [] } },
};

function renderForm(person: string | null, analysis: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <SmartForm
      tags={{}}
      onTagsChange={() => undefined}
      copy={{ mainLabel: '', secondLabel: '', thirdLabel: '' }}
      onCopyChange={() => undefined}
      person={image(person)}
      product={image(null)}
      onGenerate={() => undefined}
    />,
    { mocks: [scenarios, ...analysis] },
  );
}

describe('SmartForm while vision looks at the uploaded person', () => {
  it('says 正在识别图片… until the analysis of the picture answers (issue 27 item 1)', async () => {
    renderForm(PHOTO, [
      {
        request: { query: SmartImageAnalysisDocument, variables: { url: PHOTO } },
        result: { data: { imageFaces: [{ __typename: 'ImageFace', probability: 0.98 }] } },
        delay: 50,
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('正在识别图片…');
    await waitFor(() => {
      expect(screen.queryByText('正在识别图片…')).not.toBeInTheDocument();
    });
  });

  it('says nothing without a picture', async () => {
    renderForm(null);
    await screen.findByRole('button', { name: '智能创作' });
    expect(screen.queryByText('正在识别图片…')).not.toBeInTheDocument();
  });
});
