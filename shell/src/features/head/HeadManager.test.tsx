import { renderInFrame, tula } from '../../state/testFrame';

afterEach(() => {
  document.head.innerHTML = '';
});

it("sets the page's description and the canonical URL on the city's host", () => {
  // ShellProvider renders the HeadManager
  renderInFrame(<></>, { path: '/projects' });
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringContaining('в Москве'),
  );
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:8080/projects',
  );
});

it('uses the Tula host for the Tula site', () => {
  renderInFrame(<></>, {
    path: '/about',
    state: {
      city: tula,
      domain: {
        host: 'tula.localhost:8080',
        apiHost: 'http://tula.localhost:8080',
        protocol: 'http',
        siteDomain: 'localhost:8080',
        isTestStage: true,
      },
    },
  });
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://tula.localhost:8080/about',
  );
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});
