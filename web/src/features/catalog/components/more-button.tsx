import { Button } from '../../../components/index.ts';

/** The product page's 'more' button under a list, and why the last click read nothing. */
export function MoreButton({ label, loading, error, onClick }: { label: string; loading: boolean; error: string | null; onClick: () => void }) {
  return (
    <div className="mt-5 flex flex-col items-center gap-2">
      <Button variant="outline" className="min-w-40" onClick={onClick} loading={loading}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
