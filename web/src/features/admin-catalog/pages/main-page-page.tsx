import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form.ts';
import { HOME_SECTION_LABELS, type MainPageSettings } from '@store/shared';
import { Button, Checkbox, ErrorState, LoadingState, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useMainPage, useSaveMainPage } from '../api/settings.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { ImageUpload } from '../components/image-upload.tsx';
import { MESSAGES } from '../messages.ts';

/** /admin/main-page: the home page's hero and which sections show in which order. */
export function MainPagePage() {
  usePageTitle(MESSAGES.mainPageTitle);
  const query = useMainPage();
  return (
    <div className="max-w-4xl">
      <AdminHeader title={MESSAGES.mainPageTitle} lead={MESSAGES.mainPageLead} />
      {query.isPending ? <LoadingState /> : query.isError ? <ErrorState message={errorMessage(query.error)} /> : <MainPageForm key={JSON.stringify(query.data)} initial={query.data} />}
    </div>
  );
}

const imagePathOf = (name: string | null) => (name ? `/api/files/items/${encodeURIComponent(name)}` : null);

function MainPageForm({ initial }: { initial: MainPageSettings }) {
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/site-settings').then((m) => m.mainPageSettingsSchema));
  const { register, handleSubmit, setValue, formState } = useForm<MainPageSettings>({ resolver, mode: 'onChange', defaultValues: initial });
  const [sections, setSections] = useState(initial.sections);
  const [imagePath, setImagePath] = useState(imagePathOf(initial.hero.imageFileName));
  const save = useSaveMainPage();
  const toast = useToast();
  const { alert, confirm } = useDialogs();
  const errors = formState.errors;
  // Anything typed, ticked, moved or uploaded since the form was filled: leaving asks first. A
  // save refills the form (keyed by what was saved), which starts it clean.
  const [edited, setEdited] = useState(false);
  const edit = () => setEdited(true);
  useLeaveGuard(edited && !save.isPending);

  const move = (index: number, delta: number) => {
    const next = [...sections];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    setSections(next);
    edit();
  };

  async function submit(values: MainPageSettings) {
    // A home page of the banner alone is allowed, but rarely meant: asked, not refused.
    if (!sections.some((s) => s.enabled) && !(await confirm(MESSAGES.noSectionsAsk, { title: MESSAGES.mainPageTitle, confirmLabel: MESSAGES.saveAnyway }))) return;
    await save.mutateAsync({ ...values, sections }).then(
      () => toast(MESSAGES.settingsSaved, 'success'),
      (e: unknown) => void alert(`${MESSAGES.settingsSaveFailed}: ${errorMessage(e)}`),
    );
  }

  return (
    <form
      noValidate
      className="space-y-6"
      onInput={edit}
      onSubmit={handleSubmit(submit)}
    >
      <section aria-labelledby="mp-hero" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <h2 id="mp-hero" className="mb-5 text-lg font-bold">
          메인 배너
        </h2>
        <div className="grid gap-5">
          <TextField label="배너 제목" {...register('hero.title')} error={errors.hero?.title?.message} hint="쉼표 뒤는 강조색으로 다음 줄에 표시됩니다." />
          <TextField label="부제목" {...register('hero.subtitle')} error={errors.hero?.subtitle?.message} />
          <TextField label="버튼 문구" {...register('hero.buttonLabel')} error={errors.hero?.buttonLabel?.message} />
          <ImageUpload
            label="배너 이미지 (선택)"
            fileType="hero"
            path={imagePath}
            hint="없으면 기본 그림이 표시됩니다. 가로:세로 4:3으로 잘라 보여 주므로 그 비율의 이미지를 권장합니다. 1920px로 줄여 저장합니다."
            onUploaded={(name, path) => {
              setValue('hero.imageFileName', name, { shouldValidate: true });
              setImagePath(path);
              edit();
            }}
            onClear={() => {
              setValue('hero.imageFileName', null, { shouldValidate: true });
              setImagePath(null);
              edit();
            }}
          />
        </div>
      </section>
      <section aria-labelledby="mp-sections" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
        <h2 id="mp-sections" className="mb-1 text-lg font-bold">
          홈 화면 섹션
        </h2>
        <p className="mb-5 text-sm text-sub">체크한 섹션만 위에서부터 이 순서로 표시됩니다.</p>
        <ol className="divide-y divide-line rounded-xl border border-line">
          {sections.map((s, i) => (
            <li key={s.key} className="flex items-center justify-between gap-3 px-4 py-3">
              <Checkbox
                label={`${i + 1}. ${HOME_SECTION_LABELS[s.key]}`}
                checked={s.enabled}
                onChange={(e) => setSections(sections.map((x) => (x.key === s.key ? { ...x, enabled: e.target.checked } : x)))}
              />
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${HOME_SECTION_LABELS[s.key]} 위로`}>
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" disabled={i === sections.length - 1} onClick={() => move(i, 1)} aria-label={`${HOME_SECTION_LABELS[s.key]} 아래로`}>
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={save.isPending}>
          메인 페이지 저장
        </Button>
      </div>
    </form>
  );
}
