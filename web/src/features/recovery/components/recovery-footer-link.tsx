import { Link } from 'react-router-dom';

/** "Forgot the other one?" under a recovery form. */
export function RecoveryFooterLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="mt-8 flex items-center justify-center gap-2 text-sm text-sub">
      {question}
      <Link to={to} className="font-semibold text-brand-600 underline-offset-2 hover:underline">
        {label}
      </Link>
    </p>
  );
}
