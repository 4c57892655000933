import type { Paged } from '@steelworks/contract/common/pagination';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueryClient } from '@tanstack/react-query';
import { mockApi, renderRoutes } from '../test/render';
import { PagedTable } from './paged-table';
import { pageWindow } from './pager';
import { setPhoneScreen } from '../test/match-media';
import { removePagedRow, usePagedQuery, type PagedParams } from './use-paged-query';

type Row = { id: number; name: string };

/** A fake server of `total` rows named "Row n", searched by name, pages clamped like the real one. */
function fakeServer(total: number) {
  const rows: Row[] = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
  return vi.fn(async ({ page, search }: PagedParams): Promise<Paged<Row>> => {
    const found = rows.filter((r) => r.name.toLowerCase().includes(search.toLowerCase()));
    const last = Math.max(1, Math.ceil(found.length / 10));
    const p = Math.min(page, last);
    return { count: found.length, next: null, previous: null, results: found.slice((p - 1) * 10, p * 10) };
  });
}

function renderList(fetcher: ReturnType<typeof fakeServer>, path = '/list', emptyText?: string) {
  function ListPage() {
    const query = usePagedQuery(['test-list'], fetcher);
    return (
      <PagedTable
        query={query}
        columns={[{ key: 'name', header: 'Name' }]}
        searchPlaceholder="Search a name..."
        emptyText={emptyText}
        searchDelay={50}
      />
    );
  }
  return renderRoutes([{ path: '/list', element: <ListPage /> }], path);
}

describe('PagedTable', () => {
  it('shows 10 rows a page and pages with next, last and first', async () => {
    const fetcher = fakeServer(25);
    const { router } = renderList(fetcher);
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText('Row 10')).toBeInTheDocument();
    expect(screen.queryByText('Row 11')).not.toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Row 25')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('clamps a page past the end to the last page, and a bad page to page 1', async () => {
    const fetcher = fakeServer(25);
    const { router } = renderList(fetcher, '/list?page=9');
    expect(await screen.findByText('Row 21')).toBeInTheDocument();
    expect(screen.getByText(/Page 3 of 3/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/list?page=-4');
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), expect.anything());
  });

  it('a search goes back to page 1 and keeps the text in the URL', async () => {
    const fetcher = fakeServer(25);
    const { router } = renderList(fetcher, '/list?page=2');
    expect(await screen.findByText('Row 11')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search a name...'), 'Row 2');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Row+2'));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ page: 1, search: 'Row 2' }, expect.anything()));
    expect(await screen.findByText('Row 20')).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 1/)).toBeInTheDocument();
  });

  it('a search still waiting when the user opens a page that is still loading does not cancel that page', async () => {
    const fetcher = fakeServer(25);
    function ListPage() {
      const query = usePagedQuery(['test-list'], fetcher);
      return <PagedTable query={query} columns={[{ key: 'name', header: 'Name' }]} searchPlaceholder="Search a name..." searchDelay={300} />;
    }
    // The next page is lazy and arrives after the search's delay, as a page's chunk does on a slow network.
    let loaded: (() => void) | undefined;
    const { router } = renderRoutes(
      [
        { path: '/list', element: <ListPage /> },
        { path: '/next', lazy: () => new Promise((resolve) => (loaded = () => resolve({ element: <p>Next page</p> }))) },
      ],
      '/list',
    );
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search a name...'), 'Row 2');
    void router.navigate('/next');
    await waitFor(() => expect(loaded).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 400));
    loaded!();
    expect(await screen.findByText('Next page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/next');
  });

  it('shows "No Data" (or the given empty text) when there are no rows', async () => {
    renderList(fakeServer(0));
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    // A single page shows no pager at all.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows a custom empty text', async () => {
    renderList(fakeServer(0), '/list', 'No Teansaction Yet!');
    expect(await screen.findByText('No Teansaction Yet!')).toBeInTheDocument();
  });

  it('the pager shows a window of about 4 pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});

/** The phone query of PagedTable matches (or not); Mantine's other queries keep the desktop answer. */
describe('PagedTable on a phone', () => {
  afterEach(() => setPhoneScreen(false));

  it('shows each row as a card below 768 px: title, status badge, the other columns with their headers, the action full width', async () => {
    setPhoneScreen(true);
    type Order = { id: number; auto_id: number; dealer: string; amount: string; status: string };
    const fetcher = vi.fn(
      async (): Promise<Paged<Order>> => ({
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 7, auto_id: 89, dealer: 'Kerala Steels', amount: '₹2,640.00', status: 'Pending' }],
      }),
    );
    function Orders() {
      const query = usePagedQuery(['phone-list'], fetcher);
      return (
        <PagedTable
          query={query}
          label="Orders"
          columns={[
            { key: 'auto_id', header: 'Order Id', render: (o) => `#${o.auto_id}` },
            { key: 'dealer', header: 'Dealer' },
            { key: 'amount', header: 'Total Amount' },
            { key: 'status', header: 'Status', render: (o) => <span data-testid="badge">{o.status}</span> },
            { key: 'action', header: 'Action', render: () => <a href="/orders/7">View</a> },
          ]}
        />
      );
    }
    renderRoutes([{ path: '/list', element: <Orders /> }], '/list');
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Orders' })).toContainElement(card);
    expect(card).toHaveTextContent('#89');
    expect(card).toHaveTextContent('DealerKerala Steels');
    expect(card).toHaveTextContent('Total Amount₹2,640.00');
    expect(screen.getByTestId('badge')).toHaveTextContent('Pending');
    // The action sits in its own full-width row at the bottom of the card.
    expect(screen.getByRole('link', { name: 'View' }).closest('[data-card-action]')).not.toBeNull();
  });
});

describe('PagedTable export and delete', () => {
  it('"Export CSV" downloads the list with its search and filters as the server names the file', async () => {
    const fetch = mockApi(({ url }) =>
      url.searchParams.get('format') === 'csv'
        ? new Response('id,name\n1,Row 1\n', {
            status: 200,
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="order-2026-11-24.csv"' },
          })
        : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const fetcher = fakeServer(3);
    function Orders() {
      const query = usePagedQuery(['csv-list'], fetcher, { status: 'Pending', blocked: false }, { csvPath: '/order/order/' });
      return <PagedTable query={query} columns={[{ key: 'name', header: 'Name' }]} />;
    }
    renderRoutes([{ path: '/list', element: <Orders /> }], '/list?search=Row');
    await screen.findByText('Row 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['order-2026-11-24.csv blob:csv']));
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/order/order/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'Pending', search: 'Row', format: 'csv' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('a deleted row leaves the shown page at once, and the count with it', async () => {
    const fetcher = fakeServer(3);
    function Rows() {
      const query = usePagedQuery(['delete-list'], fetcher);
      const queryClient = useQueryClient();
      return (
        <PagedTable
          query={query}
          columns={[
            { key: 'name', header: 'Name' },
            { key: 'action', header: 'Action', render: (row) => <button onClick={() => removePagedRow(queryClient, ['delete-list'], row.id)}>Delete {row.name}</button> },
          ]}
        />
      );
    }
    renderRoutes([{ path: '/list', element: <Rows /> }], '/list');
    await screen.findByText('Row 2');
    expect(screen.getByText(/Showing 1-3 of 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Row 2' }));
    expect(screen.queryByRole('button', { name: 'Delete Row 2' })).not.toBeInTheDocument();
    expect(screen.getByText(/Showing 1-2 of 2/)).toBeInTheDocument();
  });

  it('says "10,000+" when the server counted no further and only estimated the rest', async () => {
    const fetcher = vi.fn(
      async (): Promise<Paged<Row>> => ({
        count: 52_340,
        count_is_estimate: true,
        next: null,
        previous: null,
        results: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` })),
      }),
    );
    renderList(fetcher);
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 10,000+ · Page 1 of about 5234')).toBeInTheDocument();
  });

  it('says "1,000+" when a search matched more than 1,000 rows, and pages on past page 100 while the server links a next page', async () => {
    // As the server answers a search of 1,234 matches (docs/product/lists-and-counts.md#search-counts): counted up to 1,000, pages linked while rows exist.
    const matches = Array.from({ length: 1234 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    const fetcher = vi.fn(async ({ page }: PagedParams): Promise<Paged<Row>> => {
      const results = matches.slice((page - 1) * 10, page * 10);
      return {
        count: 1000,
        count_is_estimate: true,
        count_capped: true,
        next: page * 10 < matches.length ? `/api/v1/rows/?search=Row&page=${page + 1}` : null,
        previous: page > 1 ? `/api/v1/rows/?search=Row&page=${page - 1}` : null,
        results,
      };
    });
    const { router } = renderList(fetcher, '/list?search=Row');
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 1,000+ · Page 1 of 100+')).toBeInTheDocument();

    await router.navigate('/list?search=Row&page=100');
    expect(await screen.findByText('Row 991')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Row 1001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Row&page=101');
    expect(screen.getByText('Showing 1001-1010 of 1,000+ · Page 101 of 102+')).toBeInTheDocument();
  });
});
