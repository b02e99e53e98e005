import '@store/shared/zod-locale';
import { zodResolver } from '@hookform/resolvers/zod';

// Forms validate with the same shared zod schemas as the API. Importing zod here (not in
// main.tsx) keeps it out of the first bundle: only routes with forms load it.
export { zodResolver };
