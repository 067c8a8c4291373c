// The header search: the seven entries open their page of the public site (a new tab), and
// what the app adds (coupons on the device, by description) opens in the app. A combobox:
// arrows move through the results, Enter opens the one shown active, a click or tap too.
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '@/client/components/modal';
import { EXTERNAL_REL } from '@/client/lib/site-links';
import { searchOpenAtom } from '../atoms';
import { NO_SEARCH_RESULT, searchHits, type FindMore, type SearchHit } from '../search-entries';

export function SearchModal({ findMore }: { findMore?: FindMore }) {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(searchOpenAtom);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t`Search`} hideTitle placement="top" boxClassName="mx-auto mt-4 max-w-xl rounded-box" testId="search-modal">
      <SearchBox findMore={findMore} onDone={() => setOpen(false)} />
    </Modal>
  );
}

function SearchBox({ findMore, onDone }: { findMore?: FindMore; onDone: () => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const results = searchHits(query, findMore);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => setActive(-1), [query]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (hit: SearchHit) => {
    if (hit.external) {
      window.open(hit.href, '_blank', EXTERNAL_REL.replace(' ', ','));
    } else {
      navigate(hit.href);
    }
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index === -1 ? (step === 1 ? 0 : results.length - 1) : (index + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = results[active === -1 ? 0 : active];
      if (hit) choose(hit);
    }
  };

  return (
    <div className="pe-10">
      <input
        type="search"
        role="combobox"
        className="input input-bordered w-full"
        placeholder={t`Search...`}
        aria-label={t`Search`}
        aria-controls={listId}
        aria-expanded={results.length > 0}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div aria-live="polite" className="mt-3">
        {results.length === 0 ? (
          <p className="px-2 py-3 text-base-content/70">{t(NO_SEARCH_RESULT)}</p>
        ) : (
          // About 10rem high, then it scrolls (spec section 9).
          <ul
            id={listId}
            role="listbox"
            className="styled-scrollbar max-h-40 overflow-y-auto"
            data-testid="search-results"
            aria-label={t`Results`}
            // Scrollable, so reachable by keyboard; the arrows work here as in the box.
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            {results.map((hit, index) => (
              <li
                key={hit.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-field px-2 py-1 hover:bg-base-200 ${index === active ? 'bg-base-200 outline-2 outline-primary' : ''}`}
                onClick={() => choose(hit)}
                onMouseMove={() => setActive(index)}
                data-search-kind={hit.external ? 'page' : 'app'}
              >
                <span dir="auto">{hit.label}</span>
                {hit.detail && <span className="text-xs text-base-content/70">{hit.detail}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
