// The lot selection (product §2 /selections and its children): one filter engine for flats, apartments, premises,
// parking and storage. The URL is the state: filters, sorting, view and page are read from it and every change
// is a navigation, so a selection is a shareable link and Back restores it. List, facets and specs are asked for
// at once (on the server by the page's prefetch), so the first page of lots comes with the document; its pages are
// links, so it reads and pages without scripts.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { HOME_CRUMB, PageHead, useApiQuery, type RemotePageProps } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { baseDataOf } from '../../shared/api/baseData';
import { AsyncView, CardsSkeleton, Empty } from '@estate/shared-ui/components/LoadState/LoadState';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import { cityIn } from '../../shared/head/cityWords';
import { type KindSchema } from './model/kinds';
import { canonicalQuery, hasFilters, serializeFilterState, withMulti, withOrderedRanges, withOrdering, withoutFilters, withView, type FilterState } from './model/filterState';
import { kindCounts } from './model/kindCounts';
import { MAX_MORE, pageCount } from './model/apiQuery';
import { readSelection, selectionRequests, selectionType } from './model/selectionQueries';
import { selectionDescription, selectionImage, selectionTitle } from './selectionHead';
import { FilterPanel } from './filters/FilterPanel';
import { ResultsToolbar } from './results/ResultsToolbar';
import { ResultsList } from './results/ResultsList';
import { NoLotsInCity } from './results/NoLotsInCity';
import { ChessView } from './chess/ChessView';
import { SchemeView } from './scheme/SchemeView';
import { KindTabs } from './KindTabs';
import styles from './SelectionsView.module.css';

/** The path a new state is shown on: the child route, or the kind's own (/selections alone is an alias). */
function pathFor(type: string | undefined, schema: KindSchema): string {
  return type ? sitePaths.selection(type) : schema.path;
}

/** Filters, sorting and views change the page in place: without scripts the lots and their pages are there. */
const FILTERS_NO_SCRIPT = 'Фильтры и сортировка работают с включённым JavaScript; без него доступны все страницы списка.';

export function SelectionsView({ ctx, params, search }: RemotePageProps) {
  const { pathname } = useLocation();
  const type = selectionType(params, pathname);
  const searchText = search.toString();
  // the query text is the identity of the state
  const { schema, state, view, listed } = useMemo(() => readSelection(type, new URLSearchParams(searchText)), [type, searchText]);
  const results = useRef<HTMLDivElement>(null);
  // a range given the wrong way round is read swapped (as the API reads it); the address says so too
  useEffect(() => {
    const fixed = withOrderedRanges(new URLSearchParams(searchText), schema);
    if (fixed) ctx.navigate(`${pathname}?${fixed.toString()}`, { replace: true });
  }, [ctx, pathname, schema, searchText]);

  const requests = selectionRequests(schema, state, ctx.city.slug);
  const specs = useApiQuery(ctx.api, requests.specs.path, requests.specs.query);
  const facets = useApiQuery(ctx.api, requests.facets.path, requests.facets.query);
  const list = useApiQuery(ctx.api, listed ? requests.list.path : null, requests.list.query);

  const hrefOf = (next: FilterState) => {
    const query = serializeFilterState(next, schema);
    const path = pathFor(type, schema);
    return query ? `${path}?${query}` : path;
  };
  // A change is made to the state the address will show after the changes made before it (two boxes typed into before
  // the page hydrated commit at once, a second click may come before the first navigation has been applied).
  const ahead = useRef<FilterState | null>(null);
  useEffect(() => {
    ahead.current = null;
  }, [pathname, searchText]);
  const apply = (change: FilterState | ((current: FilterState) => FilterState), scroll = false) => {
    const next = typeof change === 'function' ? change(ahead.current ?? state) : change;
    ahead.current = next;
    ctx.navigate(hrefOf(next));
    if (scroll) results.current?.scrollIntoView({ block: 'start' });
  };

  const count = listed ? list.data?.count : facets.data?.count;
  const totalPages = pageCount(list.data?.count ?? 0);
  const lastShownPage = Math.min(totalPages, state.page + Math.min(state.more, MAX_MORE));
  const baseData = baseDataOf(ctx);
  const tags = baseData?.property_tags ?? [];
  const counts = baseData ? kindCounts(baseData.property_count_fields) : null;
  const crumbs = [HOME_CRUMB, { name: schema.title, path: pathFor(type, schema) }];

  return (
    <Page>
      <PageHead
        title={selectionTitle(schema, cityIn(ctx.city), state.page)}
        description={selectionDescription(schema, cityIn(ctx.city), count)}
        image={selectionImage(list.data?.results)}
        breadcrumbs={crumbs}
        canonicalQuery={canonicalQuery(state, schema)}
      />
      <Breadcrumbs items={crumbs} />
      <PageTitle>{schema.title}</PageTitle>
      <KindTabs active={schema.kind} counts={counts} />
      <NeedsJavaScript>{FILTERS_NO_SCRIPT}</NeedsJavaScript>
      <FilterPanel schema={schema} specs={specs.data} facets={facets.data} state={state} onChange={apply} />
      <div ref={results} className={styles.results}>
        <ResultsToolbar
          count={count}
          nouns={schema.nouns}
          found={schema.found}
          pending={listed ? list.isFetching : facets.isFetching}
          orderings={specs.data?.ordering ?? []}
          ordering={state.ordering ?? 'price'}
          onOrdering={(ordering) => apply(withOrdering(state, ordering))}
          views={schema.views}
          view={view}
          onView={(mode) => apply(withView(state, mode))}
        />
        {listed && (
          <AsyncView state={list} loading={<CardsSkeleton />}>
            {(data) =>
              data.count === 0 && !hasFilters(state) ? (
                <NoLotsInCity ctx={ctx} schema={schema} />
              ) : data.count === 0 ? (
                <Empty text="По этим условиям ничего не нашлось. Попробуйте ослабить фильтры.">
                  <Button variant="outline" size="s" onClick={() => apply(withoutFilters(state))}>
                    Сбросить фильтры
                  </Button>
                </Empty>
              ) : (
                <ResultsList
                  ctx={ctx}
                  lots={data.results}
                  tags={tags}
                  layout={view === 'list' ? 'list' : 'grid'}
                  pending={list.isFetching}
                  page={state.page}
                  lastShownPage={lastShownPage}
                  totalPages={totalPages}
                  canShowMore={lastShownPage < totalPages}
                  onShowMore={() =>
                    apply(state.more < MAX_MORE ? { ...state, more: state.more + 1 } : { ...state, page: lastShownPage + 1, more: 0 })
                  }
                  pageHref={(page) => hrefOf({ ...state, page, more: 0 })}
                  onPage={(page) => apply({ ...state, page, more: 0 }, true)}
                />
              )
            }
          </AsyncView>
        )}
        {view === 'chess' && (
          <ChessView
            ctx={ctx}
            schema={schema}
            state={state}
            buildingSpec={specs.data?.filters.find((filter) => filter.name === 'building')}
            facets={facets.data}
            onBuilding={(id) => apply(withMulti(state, 'building', [id]))}
          />
        )}
        {view === 'scheme' && (
          <SchemeView
            ctx={ctx}
            schema={schema}
            state={state}
            projectSpec={specs.data?.filters.find((filter) => filter.name === 'project')}
            facets={facets.data}
            onProject={(slug) => apply(withMulti(state, 'project', [slug]))}
          />
        )}
      </div>
    </Page>
  );
}
