import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { Modal } from '@/client/components/modal';
import { searchOpenAtom } from '../atoms';
import { NO_SEARCH_RESULT, filterSearchEntries } from '../search-entries';

export function SearchModal() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Search" hideTitle placement="top" boxClassName="mx-auto mt-4 max-w-xl rounded-box" testId="search-modal">
      <SearchBox />
    </Modal>
  );
}

function SearchBox() {
  const [query, setQuery] = useState('');
  const results = filterSearchEntries(query);
  const listId = useId();
  return (
    <div className="pe-10">
      <input
        type="search"
        className="input input-bordered w-full"
        placeholder="Search..."
        aria-label="Search"
        aria-controls={listId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={listId} aria-live="polite" className="mt-3">
        {results.length === 0 ? (
          <p className="px-2 py-3 text-base-content/70">{NO_SEARCH_RESULT}</p>
        ) : (
          // About 10rem high, then it scrolls (spec section 9).
          <ul className="max-h-40 overflow-y-auto" data-testid="search-results" tabIndex={0} aria-label="Results">
            {results.map((entry) => (
              <li key={entry} className="rounded-field px-2 py-2 hover:bg-base-200">
                {entry}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
