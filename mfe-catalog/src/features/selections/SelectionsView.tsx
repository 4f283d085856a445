// The lot selection (SPEC §2 /selections and its children): one filter engine for flats, apartments, premises,
// parking and storage. The URL is the state: filters, sorting, view and page are read from it and every change
// is a navigation, so a selection is a shareable link and Back restores it. List, facets and specs are asked for
// at once, so the first screen has its data after one round trip.
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemotePageProps } from '@estate/shared-api';
import type { ListSpecs, Paginated } from '@estate/shared-api/dto/common';
import type { LotCard, LotFacets } from '@estate/shared-api/dto/lots';
import { useBreakpoint } from '@estate/shared-ui/hooks/useBreakpoint';
import { widthForDevice } from '@estate/shared-ui/tokens/breakpoints';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { useApiGet } from '../../shared/api/useApiGet';
import { baseDataOf } from '../../shared/api/baseData';
import { AsyncView, EmptyNote } from '../../shared/components/AsyncView';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Page } from '../../shared/components/Page';
import { PageTitle } from '@estate/shared-ui/components/PageTitle/PageTitle';
import { CardsSkeleton } from '../../shared/components/Skeleton';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { KINDS, resolveKind, type KindSchema } from './model/kinds';
import { hasFilters, parseFilterState, serializeFilterState, withMulti, withOrdering, withoutFilters, withView, type FilterState } from './model/filterState';
import { kindCounts } from './model/kindCounts';
import { filterQuery, listQuery, MAX_MORE, pageCount } from './model/apiQuery';
import { FilterPanel } from './filters/FilterPanel';
import { ResultsToolbar } from './results/ResultsToolbar';
import { ResultsList } from './results/ResultsList';
import { NoLotsInCity } from './results/NoLotsInCity';
import { ChessView } from './chess/ChessView';
import { SchemeView } from './scheme/SchemeView';
import { KindTabs } from './KindTabs';
import styles from './SelectionsView.module.css';

/** The path a new state is shown on: the child route when there is one; /selections?commercial=… keeps its form. */
function pathFor(type: string | undefined, schema: KindSchema, next: FilterState): string {
  if (type) return `/selections/${type}`;
  if (schema.kind === 'commercial' && !next.multi.commercial?.length) return schema.path;
  return '/selections';
}

/** The child of /selections: the route's :type, or the fixed child routes (/selections/flat, /selections/commercial). */
export function selectionType(params: RemotePageProps['params'], pathname: string): string | undefined {
  return params.type ?? /^\/selections\/([^/]+)\/?$/.exec(pathname)?.[1];
}

export function SelectionsView({ ctx, params, search }: RemotePageProps) {
  const type = selectionType(params, useLocation().pathname);
  const searchText = search.toString();
  const kind = resolveKind(type, search);
  const schema = KINDS[kind];
  // the query text is the identity of the state
  const state = useMemo(() => parseFilterState(new URLSearchParams(searchText), schema), [searchText, schema]);
  const view = state.view ?? schema.views[0] ?? 'grid';
  const mobile = useBreakpoint(widthForDevice(ctx.device.type)).isMobile;
  const results = useRef<HTMLDivElement>(null);
  useDocumentTitle(schema.title);

  const base = `/api/${schema.endpoint}/`;
  const specs = useApiGet<ListSpecs>(ctx, `${base}specs/`, { city: ctx.city.slug });
  const facets = useApiGet<LotFacets>(ctx, `${base}facets/`, filterQuery(state, schema, ctx.city.slug));
  const listed = view === 'grid' || view === 'list';
  const list = useApiGet<Paginated<LotCard>>(ctx, listed ? base : null, listQuery(state, schema, ctx.city.slug));

  const apply = (next: FilterState, scroll = false) => {
    const query = serializeFilterState(next, schema);
    const path = pathFor(type, schema, next);
    ctx.navigate(query ? `${path}?${query}` : path);
    if (scroll) results.current?.scrollIntoView({ block: 'start' });
  };

  const count = listed ? list.data?.count : facets.data?.count;
  const totalPages = pageCount(list.data?.count ?? 0);
  const lastShownPage = Math.min(totalPages, state.page + Math.min(state.more, MAX_MORE));
  const baseData = baseDataOf(ctx);
  const tags = baseData?.property_tags ?? [];
  const counts = baseData ? kindCounts(baseData.property_count_fields) : null;

  return (
    <Page>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: schema.title }]} />
      <PageTitle>{schema.title}</PageTitle>
      <KindTabs active={kind} counts={counts} />
      <FilterPanel schema={schema} specs={specs.data} facets={facets.data} state={state} onChange={(next) => apply(next)} mobile={mobile} />
      <div ref={results} className={styles.results}>
        <ResultsToolbar
          count={count}
          nouns={schema.nouns}
          found={schema.found}
          pending={listed ? list.pending : facets.pending}
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
                <EmptyNote text="По этим условиям ничего не нашлось. Попробуйте ослабить фильтры.">
                  <Button variant="outline" size="s" onClick={() => apply(withoutFilters(state))}>
                    Сбросить фильтры
                  </Button>
                </EmptyNote>
              ) : (
                <ResultsList
                  ctx={ctx}
                  lots={data.results}
                  tags={tags}
                  layout={view === 'list' ? 'list' : 'grid'}
                  pending={list.pending}
                  page={state.page}
                  lastShownPage={lastShownPage}
                  totalPages={totalPages}
                  canShowMore={lastShownPage < totalPages}
                  onShowMore={() =>
                    apply(state.more < MAX_MORE ? { ...state, more: state.more + 1 } : { ...state, page: lastShownPage + 1, more: 0 })
                  }
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
