import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CreateKeyForm } from '../components/create-key-form.tsx';
import { KeyList } from '../components/key-list.tsx';
import { ADMIN_KEY_COPY as C } from '../messages.ts';

/** /admin, the default admin screen: create subscription keys and manage their MAC slots. */
export function AdminSubscriptionsPage() {
  usePageTitle(C.title);
  return (
    <section aria-labelledby="admin-subscriptions-title">
      <h1 id="admin-subscriptions-title" className="text-2xl font-bold">
        {C.title}
      </h1>
      <p className="mb-6 mt-1 text-[15px] text-sub">{C.description}</p>
      <CreateKeyForm />
      <KeyList />
    </section>
  );
}
