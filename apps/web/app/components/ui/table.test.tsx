import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './table.tsx';

interface Row {
  id: string;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 'r1', name: 'Starter', amount: '₹9,999' },
  { id: 'r2', name: 'Growth', amount: '₹49,999' },
];

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Package', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => row.amount },
  {
    key: 'link',
    header: 'Open',
    hideHeader: true,
    cell: (row) => <a href={`/${row.id}`}>Open {row.name}</a>,
  },
];

describe('Table', () => {
  it('is a captioned table with column headers, a hidden header still named', () => {
    render(<Table caption="Payments, newest first" rows={rows} rowKey={(row) => row.id} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Payments, newest first' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Package', 'Amount', 'Open']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.className).toContain('text-right');
    expect(headers[2]?.querySelector('.sr-only')?.textContent).toBe('Open');
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Starter', '₹9,999', 'Open Starter'],
      ['Growth', '₹49,999', 'Open Growth'],
    ]);
  });

  it('stacks the same rows as named cards for narrow screens, headers beside values', () => {
    render(<Table caption="Payments, newest first" rows={rows} rowKey={(row) => row.id} columns={columns} />);
    const list = screen.getByRole('list', { name: 'Payments, newest first' });
    expect(list.className).toContain('md:hidden');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('Amount').tagName).toBe('DT');
    expect(within(cards[1] as HTMLElement).getByText('₹49,999').tagName).toBe('DD');
  });

  it('uses the given card and breakpoint', () => {
    render(
      <Table
        caption="Invoices"
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        breakpoint="xl"
        card={(row) => <article aria-label={row.name}>{row.amount}</article>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Invoices' });
    expect(list.className).toContain('xl:hidden');
    expect(within(list).getByRole('article', { name: 'Growth' }).textContent).toBe('₹49,999');
    expect(screen.getByRole('table', { name: 'Invoices' }).parentElement?.className).toContain('xl:block');
  });
});
