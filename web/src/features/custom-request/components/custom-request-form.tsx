import { phoneDigits } from '../../../lib/input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from '../../../lib/form/use-form.ts';
import { Link, useNavigate } from 'react-router-dom';
import { CUSTOM_FORM, CUSTOM_REQUEST_MESSAGES as M, type CustomApplication, formatNumber } from '@store/shared';
import { Button, TextAreaField, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { loadSchema } from '../../../lib/lazy-schema.ts';
import { useSession } from '../../../lib/session.ts';
import { draftKey, useDraft } from '../api/get-draft.ts';
import { useMemberContact } from '../api/get-member-contact.ts';
import { usePendingUploads } from '../api/get-pending-uploads.ts';
import { saveDraft } from '../api/save-draft.ts';
import { submitApplication } from '../api/submit-application.ts';
import { isRefusal } from '../failure.ts';
import { FORM_MESSAGES } from '../messages.ts';
import { useAttachments } from '../state/attachments.ts';
import { AttachmentField } from './attachment-field.tsx';
import { useUploadSelected } from './use-upload-selected.ts';

const EMPTY: CustomApplication = { name: '', email: '', phoneNumber: '', title: '', content: '', fileNames: '' };
const DRAFT_REQUIRED = ['name', 'phoneNumber', 'title', 'content'] as const;

/**
 * The consultation form (store.md §5): every field is checked as it is typed and again on
 * submit, with the same shared schema the API uses. Members can save a draft and find it
 * here again; the draft's files are then locked.
 */
export function CustomRequestForm() {
  const { isLoggedIn, isLoggedOut } = useSession();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const toast = useToast();
  const attachments = useAttachments();
  const [saving, setSaving] = useState(false);
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/custom-request').then((m) => m.customApplicationSchema));
  const { register, handleSubmit, watch, reset, getValues, setValue, setError, formState } = useForm({
    resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const contentLength = (watch('content') ?? '').length;

  // Load a saved draft once, when the form opens for a member.
  // Only once the stored token is confirmed: asked while it is still being checked, a visitor's
  // browser would log a 401 for every visit.
  const draft = useDraft(isLoggedIn);
  const queryClient = useQueryClient();
  const loadDraft = attachments.loadDraft;
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || !draft.data) return;
    loaded.current = true;
    const d = draft.data;
    reset({ name: d.name, email: d.email, phoneNumber: d.phoneNumber, title: d.title, content: d.content, fileNames: '' });
    loadDraft(d.fileNames, d.files);
    toast(FORM_MESSAGES.draftLoaded);
  }, [draft.data, reset, loadDraft, toast]);

  // A member without a draft starts with their own name, e-mail and phone, as an order sheet
  // does; a field already typed into is left alone (the answer may come after the first keys).
  const contact = useMemberContact(isLoggedIn && draft.isSuccess && draft.data === null);
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || loaded.current || !contact.data) return;
    prefilled.current = true;
    for (const key of ['name', 'email', 'phoneNumber'] as const) {
      if (contact.data[key] && !getValues(key)) setValue(key, contact.data[key]);
    }
  }, [contact.data, getValues, setValue]);

  // Uploads from before a reload still count toward the server's limit: show them again, once,
  // for visitors (by their upload_session cookie) and members alike.
  const pending = usePendingUploads(isLoggedIn || isLoggedOut);
  const restore = attachments.restore;
  const restored = useRef(false);
  useEffect(() => {
    // Only this opening's answer: a cached list may hold files submitted or deleted since.
    if (restored.current || !pending.data || !pending.isFetchedAfterMount) return;
    restored.current = true;
    if (pending.data.length === 0) return;
    restore(pending.data);
    toast(FORM_MESSAGES.uploadsRestored);
  }, [pending.data, pending.isFetchedAfterMount, restore, toast]);

  // Files chosen but not uploaded go with the form rather than silently staying behind.
  const uploadSelected = useUploadSelected(attachments);
  const fileNamesWithSelected = (note: string) => (attachments.selected.length === 0 ? Promise.resolve(attachments.fileNames) : uploadSelected(note));

  const submit = handleSubmit(async (values) => {
    const fileNames = await fileNamesWithSelected(FORM_MESSAGES.notSubmittedForFiles);
    if (fileNames === null) return;
    try {
      const result = await submitApplication({ ...values, fileNames });
      // The draft became this submission: the cached copy (kept indefinitely) must not fill the
      // form again, with its now-submitted files locked, when the member opens it next.
      queryClient.setQueryData(draftKey, null);
      const number = result.applicationNumber ? `\n${FORM_MESSAGES.applicationNumber(result.applicationNumber)}` : '';
      await alert(`${M.submitted}${number}`);
      navigate('/custom-product-first');
    } catch (error) {
      await alert(isRefusal(error) ? M.submitFailed : FORM_MESSAGES.serverError);
    }
  });

  const saveAsDraft = async () => {
    if (isLoggedOut) return alert(M.draftLoginRequired);
    const values = getValues();
    if (DRAFT_REQUIRED.some((field) => !values[field]?.trim())) return alert(M.draftRequired);
    let draftSchema;
    try {
      draftSchema = await loadSchema(() => import('@store/shared/schemas/custom-request').then((m) => m.customDraftSchema));
    } catch (error) {
      return alert(errorMessage(error));
    }
    const parsed = draftSchema.safeParse({ ...values, fileNames: attachments.fileNames });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] as keyof CustomApplication, { message: issue.message }, { shouldFocus: true });
      return;
    }
    setSaving(true);
    try {
      const fileNames = await fileNamesWithSelected(FORM_MESSAGES.notSavedForFiles);
      if (fileNames === null) return;
      const result = await saveDraft({ ...parsed.data, fileNames });
      attachments.lock();
      // The form already shows this draft; the cache must hold it too, or reopening the form
      // shows the previous draft (or an empty form). Refetched now, not loaded into this form.
      loaded.current = true;
      void queryClient.invalidateQueries({ queryKey: draftKey });
      await alert(result.message || M.draftSaved);
    } catch (error) {
      const unauthorized = error instanceof ApiError && error.status === 401;
      await alert(unauthorized ? M.draftLoginRequired : isRefusal(error) ? M.draftFailed : FORM_MESSAGES.serverError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-10">
      <FormSection title="신청자 정보" description="상담 결과를 안내받으실 연락처를 입력해 주세요.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={<Required>이름</Required>} aria-required autoComplete="name" placeholder="홍길동" error={errors.name?.message} {...register('name')} />
          <TextField
            label={<Required>휴대폰 번호</Required>}
            aria-required
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01012345678 (숫자만)"
            error={errors.phoneNumber?.message}
            {...phoneDigits(register('phoneNumber'))}
          />
          <TextField
            label={<Required>이메일</Required>}
            aria-required
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            containerClassName="sm:col-span-2"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </FormSection>

      <FormSection title="요청 내용" description="자동화하고 싶은 업무를 구체적으로 적어 주실수록 정확한 견적을 드릴 수 있어요.">
        <div className="space-y-5">
          <TextField
            label={<Required>제목</Required>}
            aria-required
            maxLength={CUSTOM_FORM.title.max}
            placeholder="예: 쇼핑몰 주문을 엑셀로 자동 정리하는 프로그램"
            error={errors.title?.message}
            {...register('title')}
          />
          <div className="relative">
            <TextAreaField
              label={<Required>내용</Required>}
              aria-required
              maxLength={CUSTOM_FORM.content.max}
              className="min-h-56"
              placeholder={'예: 매일 아침 3개 쇼핑몰에서 주문 내역을 내려받아 하나의 엑셀 파일로 합치고, 송장 번호를 일괄 등록하고 싶습니다.\n사용 중인 프로그램, 처리 건수, 원하는 실행 주기 등을 적어 주세요.'}
              error={errors.content?.message}
              {...register('content')}
            />
            <p className="absolute right-0 top-0 text-[13px] tabular-nums text-mute">
              <span className={contentLength > CUSTOM_FORM.content.max ? 'text-danger' : contentLength > 0 ? 'font-semibold text-ink' : ''}>
                {formatNumber(contentLength)}
              </span>
              /{formatNumber(CUSTOM_FORM.content.max)}
              <span className="sr-only">자 입력됨</span>
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection title="첨부 파일" description="요구사항 정의서나 참고 화면이 있다면 함께 보내 주세요. (선택)">
        <AttachmentField state={attachments} />
      </FormSection>

      <p className="rounded-xl bg-soft px-4 py-3 text-[13px] leading-relaxed text-sub">
        입력하신 개인정보(이름, 연락처, 이메일)는 맞춤 제작 상담을 위해서만 이용되며, 상담이 끝난 뒤 관련 법령에 따라 보관 후 파기됩니다. 자세한 내용은{' '}
        <Link to="/privacy-policy" className="font-semibold text-ink underline">
          개인정보처리방침
        </Link>
        을 확인해 주세요.
      </p>

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => void saveAsDraft()} loading={saving} disabled={isSubmitting}>
          임시 저장
        </Button>
        <Button type="submit" size="lg" loading={isSubmitting} disabled={saving} className="sm:min-w-48">
          신청서 제출
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-extrabold tracking-tight">{title}</h2>
      <p className="mb-5 mt-1 text-sm text-mute">{description}</p>
      {children}
    </section>
  );
}

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-danger" aria-hidden>
        *
      </span>
    </>
  );
}
