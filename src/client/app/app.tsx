import { CataloguePage } from '../features/catalogue/components/catalogue-page';

export function App() {
  return (
    <main className="min-h-dvh bg-base-200">
      <CataloguePage />
    </main>
  );
}
