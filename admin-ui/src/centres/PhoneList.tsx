import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { SimpleList, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreRow } from './centreTypes';
import { HeadlineChip } from './HeadlineChip';
import { useRowWindow } from './useRowWindow';

/** The name links to the centre; its ::after covers the whole row, so the row is one real link. */
const ROW_LINK_SX = {
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineOffset: -2 },
} as const;

/** A phone row: name, reference and state, the status chip. */
const ITEM_ESTIMATE = 96;

/**
 * Phones: one line of name, one of reference and state, the status; the row opens the centre.
 * Like the desktop table, a page of more than 100 centres draws the items near the viewport only,
 * with an empty box as tall as the items it stands for above and below; each drawn item says its
 * place in the page (aria-posinset of aria-setsize).
 */
export function PhoneList() {
  const translate = useTranslate();
  const { data = [] } = useListContext<CentreRow>();
  const box = useRef<HTMLDivElement>(null);
  const { windowed, start, end, before, after } = useRowWindow({ data, box, rowSelector: '.MuiList-root > li', estimate: ITEM_ESTIMATE });

  useEffect(() => {
    box.current?.querySelectorAll('.MuiList-root > li').forEach((item, offset) => {
      if (windowed) {
        item.setAttribute('aria-setsize', String(data.length));
        item.setAttribute('aria-posinset', String(start + offset + 1));
      } else {
        item.removeAttribute('aria-setsize');
        item.removeAttribute('aria-posinset');
      }
    });
  });

  return (
    <div ref={box}>
      {windowed && <div aria-hidden="true" style={{ height: before }} />}
      <SimpleList<CentreRow>
        // Only the drawn slice; the list context keeps the whole page (selection, counts).
        {...(windowed ? { data: data.slice(start, end) } : {})}
        rowClick={false}
        // A slice is never the empty list, even when the list has scrolled out of view.
        empty={windowed ? null : <Typography sx={{ p: 3, textAlign: 'center' }}>{translate('console.centres.empty')}</Typography>}
        primaryText={(c) => (
          <Box component={Link} to={`/admin-centre/${c.id}`} sx={ROW_LINK_SX}>
            {c.CentreName}
          </Box>
        )}
        secondaryText={(c) => (
          <>
            <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
              {c.ReferenceNumber} · {c.State || '—'}
            </Box>
            <HeadlineChip centre={c} />
          </>
        )}
        sx={{ '& .MuiListItem-root': { position: 'relative' } }}
      />
      {windowed && <div aria-hidden="true" style={{ height: after }} />}
    </div>
  );
}
