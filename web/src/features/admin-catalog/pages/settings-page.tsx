import { type ReactNode, useState } from 'react';
import { useForm, type FieldPath } from '../../../lib/form/use-form.ts';
import { type SiteSettings } from '@store/shared';
import { Button, ErrorState, LoadingState, TextField, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaResolver } from '../../../lib/form/schema-resolver.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useAdminSettings, useSaveSettings } from '../api/settings.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { MESSAGES } from '../messages.ts';

/** /admin/settings: the settings that really take effect (footer, checkout, points, chat). */
export function SettingsPage() {
  usePageTitle(MESSAGES.settingsTitle);
  const query = useAdminSettings();
  return (
    <div className="max-w-5xl">
      <AdminHeader title={MESSAGES.settingsTitle} lead={MESSAGES.settingsLead} />
      {query.isPending ? <LoadingState /> : query.isError ? <ErrorState message={errorMessage(query.error)} /> : <SettingsForm key={JSON.stringify(query.data)} initial={query.data} />}
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <h2 id={id} className="mb-5 text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const resolver = useSchemaResolver(() => import('@store/shared/schemas/site-settings').then((m) => m.siteSettingsSchema));
  const { register, handleSubmit, formState, getFieldState } = useForm<SiteSettings>({ resolver, mode: 'onChange', defaultValues: initial });
  const save = useSaveSettings();
  const toast = useToast();
  const { alert } = useDialogs();
  // Anything typed since the form was filled: leaving asks first. A save refills the form (keyed
  // by what was saved), which starts it clean.
  const [edited, setEdited] = useState(false);
  useLeaveGuard(edited && !save.isPending);
  const field = (name: FieldPath<SiteSettings>, label: string, extra: { hint?: string; number?: boolean; wide?: boolean } = {}) => (
    <TextField
      label={label}
      {...register(name, extra.number ? { valueAsNumber: true } : {})}
      {...(extra.number ? { type: 'number', inputMode: 'numeric' as const } : {})}
      error={getFieldState(name, formState).error?.message}
      hint={extra.hint}
      containerClassName={extra.wide ? 'md:col-span-2' : undefined}
    />
  );

  return (
    <form
      noValidate
      className="space-y-6"
      onInput={() => setEdited(true)}
      onSubmit={handleSubmit((values) =>
        save.mutateAsync(values).then(
          () => toast(MESSAGES.settingsSaved, 'success'),
          (e: unknown) => void alert(`${MESSAGES.settingsSaveFailed}: ${errorMessage(e)}`),
        ),
      )}
    >
      <Group id="set-business" title="사업자 정보 (푸터)">
        {field('business.storeName', '상점 이름', { hint: '로고, 페이지 제목, 사이트 아래쪽 사업자 정보, 안내 메일·문자와 프로그램 다운로드 안내에 표시됩니다. 약관과 회사 소개 글의 이름은 바뀌지 않습니다.' })}
        {field('business.companyName', '상호')}
        {field('business.representative', '대표자')}
        {field('business.registrationNumber', '사업자등록번호', { hint: MESSAGES.registrationNumberHint })}
        {field('business.mailOrderNumber', '통신판매업신고번호')}
        {field('business.phone', '대표전화', { hint: MESSAGES.phoneHint })}
        {field('business.address', '주소', { wide: true })}
        {field('business.email', '이메일')}
        {field('business.privacyOfficer', '개인정보보호책임자')}
        {field('business.hostingProvider', '호스팅 서비스')}
      </Group>
      <Group id="set-hours" title="고객센터">
        {field('supportHours.office', '운영 시간')}
        {field('supportHours.chatAndPhone', '채팅·전화 상담 시간')}
        {field('supportHours.closed', '휴무 안내')}
        {field('supportHours.customRequestReply', '맞춤 제작 답변 안내')}
        {field('chatChannelUrl', '채팅 채널 주소', { wide: true, hint: '홈 화면의 채팅 상담 버튼이 새 창으로 엽니다.' })}
      </Group>
      <Group id="set-bank" title="무통장 입금과 적립">
        {field('bankAccount.bank', '은행')}
        {field('bankAccount.accountNumber', '계좌번호')}
        {field('bankAccount.holder', '예금주')}
        {field('depositDeadlineDays', '입금 기한 (일)', { number: true, hint: '기한이 지난 미입금 주문은 자동 취소됩니다. 1~30일' })}
        {field('pointEarnRatePercent', '구매 적립률 (%)', { number: true, hint: '결제 금액 대비 적립 포인트. 0~20%' })}
      </Group>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={save.isPending}>
          설정 저장
        </Button>
      </div>
    </form>
  );
}
