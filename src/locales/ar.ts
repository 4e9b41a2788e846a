/**
 * Arabic messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/ar
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// Arabic. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const ar = {
  locale: 'ar',
  unknownMode: 'يطلب الخادم بوضع لا يدعمه هذا التطبيق ({mode}).',
  requestFrom: '{server} يسأل',
  unknownServer: 'خادم MCP',
  serverTextNote: 'كتبه الخادم',
  requiredMarker: 'مطلوب',
  submit: 'إرسال',
  decline: 'رفض',
  cancel: 'إلغاء',
  resultAccepted: 'تم الإرسال.',
  resultAcceptedSummary: 'تم الإرسال. {summary}',
  resultSending: 'جارٍ الإرسال…',
  resultNotSentYet: 'لم يُرسَل بعد: فشل الاتصال. جارٍ إعادة المحاولة…',
  resultRetryNow: 'أعد المحاولة الآن',
  resultDeclined: 'تم الرفض.',
  resultCancelled: 'تم الإلغاء.',
  appCaption: 'يعرضه تطبيق {server} الخاص داخل بيئة معزولة. يُفحص ما يرسله أولًا.',
  appFrameTitle: 'تطبيق من {server}',
  appLoading: 'جارٍ تحميل التطبيق من {server}…',
  appUseStandard: 'استخدام النموذج القياسي',
  appWantsToSend: 'يريد التطبيق إرسال ما يلي. راجعه ثم أرسله:',
  appWantsToEnd: 'يريد التطبيق الرد بـ «{action}». أكّد لإرساله.',
  appRefused: 'رد التطبيق لا يطابق ما طلبه {server}، لذلك لم يُرسل شيء ({fields}).',
  appFailed: 'تعذّر عرض التطبيق من {server}، لذا هذا هو النموذج القياسي.',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'نعم',
  summaryNo: 'لا',
  summaryMasked: '•••••• (مخفي)',
  moreFields:
    '{count, plural, zero {عرض # حقول أخرى} one {عرض حقل آخر} two {عرض حقلين آخرين} few {عرض # حقول أخرى} many {عرض # حقلًا آخر} other {عرض # حقل آخر}}',
  moreFieldsFilled:
    '{count, plural, zero {عرض # حقول أخرى (المملوءة: {filled})} one {عرض حقل آخر (المملوءة: {filled})} two {عرض حقلين آخرين (المملوءة: {filled})} few {عرض # حقول أخرى (المملوءة: {filled})} many {عرض # حقلًا آخر (المملوءة: {filled})} other {عرض # حقل آخر (المملوءة: {filled})}}',
  reviewMoreFields: 'بعض الحقول أدناه مملوءة. راجعها ثم أرسل.',
  errorSummary:
    '{count, plural, zero {لا يحتاج أي حقل إلى انتباهك.} one {يحتاج حقل واحد إلى انتباهك.} two {يحتاج حقلان إلى انتباهك.} few {يحتاج # حقول إلى انتباهك.} many {يحتاج # حقلًا إلى انتباهك.} other {يحتاج # حقل إلى انتباهك.}}',
  unnamedField: '(حقل بلا اسم)',
  selectPlaceholder: 'اختر…',
  selectNone: 'بلا اختيار',
  multiCount: 'المحدد: {count} من {max}',
  multiMinHint: 'اختر {min} على الأقل.',
  dateTimeHint: 'توقيتك المحلي ({offset}).',
  dateTimeHintNoOffset: 'توقيتك المحلي.',
  sensitiveWarning:
    'يبدو هذا ككلمة مرور أو مفتاح أو رمز مميز أو بيانات دفع. لا يجوز لخوادم MCP طلب ذلك في نموذج؛ يمكنك الرفض.',
  unsatisfiableNote: 'حدود الخادم لهذا الحقل متناقضة؛ لا يمكن لأي إجابة أن تستوفيها.',
  patternUnsupportedNote: 'أعطى الخادم لهذا الحقل قاعدة تنسيق لا يمكن التحقق منها هنا بأمان؛ لذا لا تُطبَّق.',
  defaultHiddenNote: 'اقترح الخادم قيمة لا يمكن لهذا العنصر عرضها، لذا تُرك فارغًا ولن تُرسَل تلك القيمة.',
  errorRequired: 'هذا الحقل مطلوب.',
  errorTypeNumber: 'أدخل رقمًا.',
  errorTypeInteger: 'أدخل عددًا صحيحًا.',
  errorTypeOther: 'نوع هذه القيمة غير صحيح.',
  errorMinLength:
    '{limit, plural, zero {أدخل # حرف على الأقل.} one {أدخل حرفًا واحدًا على الأقل.} two {أدخل حرفين على الأقل.} few {أدخل # أحرف على الأقل.} many {أدخل # حرفًا على الأقل.} other {أدخل # حرف على الأقل.}}',
  errorMaxLength:
    '{limit, plural, zero {أدخل # حرف على الأكثر.} one {أدخل حرفًا واحدًا على الأكثر.} two {أدخل حرفين على الأكثر.} few {أدخل # أحرف على الأكثر.} many {أدخل # حرفًا على الأكثر.} other {أدخل # حرف على الأكثر.}}',
  errorMinimum: 'أدخل {limit} أو أكثر.',
  errorMaximum: 'أدخل {limit} أو أقل.',
  errorExclusiveMinimum: 'أدخل أكثر من {limit}.',
  errorExclusiveMaximum: 'أدخل أقل من {limit}.',
  errorMultipleOf: 'أدخل أحد مضاعفات {limit}.',
  errorEnum: 'اختر أحد الخيارات.',
  errorMinItems: 'اختر {limit} على الأقل.',
  errorMaxItems: 'اختر {limit} على الأكثر.',
  errorFormatEmail: 'أدخل عنوان بريد إلكتروني، مثل name@example.com.',
  errorFormatUri: 'أدخل عنوان ويب كاملًا، مثل https://example.com.',
  errorFormatDate: 'أدخل تاريخًا.',
  errorFormatDateTime: 'أدخل تاريخًا ووقتًا.',
  errorPattern: 'هذه القيمة ليست بالشكل المتوقع.',
  requestInvalidTitle: 'لا يمكن عرض هذا الطلب',
  requestParamsNotObject: 'الطلب ليس كائنًا.',
  requestMessageNotString: 'رسالة الطلب مفقودة أو ليست نصًا.',
  requestModeUnsupported: 'الطلب ليس نموذجًا.',
  requestSchemaMissing: 'لا يحتوي الطلب على مخطط نموذج (requestedSchema).',
  requestSchemaNotObject: 'مخطط النموذج ليس كائنًا.',
  requestSchemaTypeNotObject: 'نوع مخطط النموذج ليس "object".',
  requestPropertiesMissing: 'لا يحتوي مخطط النموذج على قائمة حقول (properties).',
  requestRequiredInvalid: 'قائمة الحقول المطلوبة ليست قائمة أسماء.',
  requestPropertyNotObject: 'الحقل «{property}» ليس وصف حقل صالحًا.',
  requestTypeMissing: 'الحقل «{property}» بلا نوع.',
  requestTypeUnsupported: 'للحقل «{property}» نوع لا يمكن للنماذج أن تسأل عنه.',
  requestNestedObject: 'الحقل «{property}» كائن متداخل؛ النماذج المسطحة فقط مسموح بها.',
  requestArrayItemsUnsupported: 'الحقل «{property}» قائمة بشيء غير الخيارات.',
  requestEnumEmpty: 'الحقل «{property}» لا يقدم أي خيارات.',
  requestEnumInvalid: 'للحقل «{property}» خيارات غير صالحة ({keyword}).',
  requestKeywordInvalid: 'للحقل «{property}» قيمة «{keyword}» غير صالحة.',
  requestTooLarge: 'النموذج أكبر من أن يُعرض بأمان.',
  requestTooLargeProperties:
    'النموذج أكبر من أن يُعرض بأمان: {count, plural, zero {# حقل} one {حقل واحد} two {حقلان} few {# حقول} many {# حقلًا} other {# حقل}}، والحد الأقصى {max}.',
  requestTooLargeOptions:
    'النموذج أكبر من أن يُعرض بأمان: للحقل «{property}» {count, plural, zero {# خيار} one {خيار واحد} two {خياران} few {# خيارات} many {# خيارًا} other {# خيار}}، والحد الأقصى {max}.',
  requestTooLargeControls:
    'النموذج أكبر من أن يُعرض بأمان: الحقول ومربعات الاختيار {count, plural, zero {# عنصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}} في المجموع، والحد الأقصى {max}.',
  requestTooLargeTotalOptions:
    'النموذج أكبر من أن يُعرض بأمان: {count, plural, zero {# خيار} one {خيار واحد} two {خياران} few {# خيارات} many {# خيارًا} other {# خيار}} في المجموع، والحد الأقصى {max}.',
  requestTooLargeTextChars:
    'النموذج أكبر من أن يُعرض بأمان: {count, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} من النص، والحد الأقصى {max}.',
  requestInvalidHint: 'يمكنك الرفض أو الإلغاء.',
  urlRequestFrom: '{server} يطلب منك فتح صفحة',
  urlCaption: 'العنوان (لا يُفتح حتى تختار ذلك)',
  urlOpen: 'فتح {host}',
  urlOpenAgain: 'فتح {host} مرة أخرى',
  urlDone: 'تم',
  urlWaiting: 'فُتح {host} في علامة تبويب جديدة. أكمل هناك، ثم عُد.',
  urlComplete: 'يفيد الخادم بأن هذه الخطوة اكتملت.',
  urlConfirming: 'في انتظار أن يؤكد {server} انتهاء هذه الخطوة. إن لم تنتهِ، افتح الصفحة مرة أخرى.',
  urlStopWaiting: 'إيقاف الانتظار',
  urlContinue: 'انتهيت — متابعة',
  urlWaitingRetry: 'فُتح {host} في علامة تبويب جديدة. أكمل هناك، ثم تابع هنا.',
  urlNotFinished: 'يقول {server} إن هذه الخطوة لم تنتهِ بعد. أكملها على {host}، ثم تابع.',
  urlWarningsTitle: 'تحقق من هذا العنوان قبل فتحه',
  urlRefusedTitle: 'لن يُفتح هذا العنوان',
  urlRefusedInvalid: 'إنه ليس عنوان ويب صالحًا.',
  urlRefusedScheme:
    'العناوين التي تبدأ بـ «{scheme}:» يمكنها تشغيل تعليمات برمجية أو قراءة ملفات محلية؛ لا تُفتح إلا صفحات https وhttp.',
  urlOpensHost: 'يفتح:',
  urlCopy: 'نسخ الرابط',
  urlCopied: 'تم نسخ الرابط.',
  urlCopyFailed: 'تعذّر النسخ. الرابط محدد: اضغط Ctrl+C (أو ⌘C على Mac) لنسخه.',
  urlWarnHostDiffers: 'كُتب العنوان بطريقة قد تجعله يبدو موقعًا آخر ({reasons}). سيفتح المتصفح {host}.',
  urlHostDiffersSlashes: 'شرطات مائلة غير معتادة بعد المخطط',
  urlHostDiffersBackslash: 'شرطة مائلة عكسية، يقرؤها المتصفح «/»',
  urlHostDiffersMapped: 'أحرف يحوّلها المتصفح إلى أحرف أخرى',
  urlHostDiffersPercent: 'رموز % في اسم الموقع',
  urlHostDiffersIpNotation: 'رقم IP بصيغة غير معتادة',
  urlHostDiffersTrailingDot: 'نقطة في نهاية اسم الموقع',
  urlWarnHttp: 'الصفحة غير مشفرة (http): يمكن لآخرين على الشبكة قراءة ما ترسله أو تغييره.',
  urlWarnHttpLocal: 'الصفحة على هذا الكمبيوتر وغير مشفرة (http).',
  urlWarnPunycode:
    'يستخدم اسم الموقع أحرفًا دولية: يُقرأ «{unicode}» لكنه في الحقيقة «{ascii}». الأحرف المتشابهة حيلة شائعة.',
  urlWarnMixedScript: 'الاسم «{label}» يخلط بين أبجديات ({scripts})؛ قد تبدو بعض الأحرف كأحرف أخرى فقط.',
  urlWarnCredentials: 'يحتوي العنوان على اسم مستخدم أو كلمة مرور قبل «@». الموقع الحقيقي هو {host}.',
  urlWarnIpHost: 'العنوان رقم IP مجرد ({host})، وليس اسم موقع.',
  urlWarnPort: 'يستخدم العنوان منفذًا غير معتاد ({port}).',
  urlWarnBidi: 'يحتوي العنوان على أحرف تغيّر اتجاه النص، وقد تُستخدم لتمويهه (معروضة كرموز U+).',
  urlWarnInvisible: 'يحتوي العنوان على أحرف غير مرئية (معروضة كرموز U+).',
  urlWarnLong:
    'العنوان طويل جدًا ({length, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}})؛ تحقق منه كله.',
  urlWarnMessageBidi: 'تحتوي الرسالة على أحرف تغيّر اتجاه النص؛ قد تُقرأ على غير حقيقتها.',
  dialogTitle: 'طلب من {server}',
  dialogMorePending:
    '{count, plural, zero {لا طلبات أخرى في الانتظار} one {طلب آخر في الانتظار} two {طلبان آخران في الانتظار} few {# طلبات أخرى في الانتظار} many {# طلبًا آخر في الانتظار} other {# طلب آخر في الانتظار}}',
  dialogStep: 'السؤال {index} من {count} في هذه الخطوة',
  dialogWaiting:
    '{minutes, plural, zero {سُئل منذ # دقيقة} one {سُئل منذ دقيقة} two {سُئل منذ دقيقتين} few {سُئل منذ # دقائق} many {سُئل منذ # دقيقة} other {سُئل منذ # دقيقة}}',
  dialogClose: 'إغلاق',
  dialogAskedAgain:
    'سأل {server} مرة أخرى. إجابتك السابقة معبأة (باستثناء الحقول الحساسة)؛ توضح الرسالة أدناه ما يحتاجه.',
  dialogServerClaim: 'يسمّي نفسه «{claim}». هذا ادعاء الخادم نفسه؛ لم يتحقق منه هذا التطبيق.',
  dialogStopAsking: 'إيقاف طلبات {server}',
  dialogWithdrawn:
    '{count, plural, zero {سحب {server} طلباته. لم يُرسَل شيء.} one {سحب {server} طلبه.} two {سحب {server} طلبين. لم يُرسَل شيء.} few {سحب {server} # طلبات. لم يُرسَل شيء.} many {سحب {server} # طلبًا. لم يُرسَل شيء.} other {سحب {server} # طلب. لم يُرسَل شيء.}}',
  dialogHeldWhileTyping: '{server} يطلب شيئًا. سيُفتح الطلب عندما تتوقف عن الكتابة.',
  dialogLoading: 'جارٍ تحميل الطلب من {server}…',
  dialogBlocked: 'طلبات {server} متوقفة حتى تعيد تحميل الصفحة.',
  dialogExpired: 'انتهت صلاحية الطلب من {server}. لم يُرسَل شيء.',
  dialogReloaded: 'انتهى الطلب من {server} عند إعادة تحميل الصفحة. لم يُرسَل شيء.',
  dialogResumed: 'طُلب مرة أخرى بعد إعادة تحميل الصفحة: لم يُحتفظ بما كتبته من قبل.',
  settledSent: 'أُرسل إلى {server}: {summary}',
  settledSentEmpty: 'أُرسل إلى {server}.',
  settledDeclined: 'رفضت الطلب من {server}.',
  settledCancelled: 'ألغيت الطلب من {server}.',
  settledWithdrawn: 'سحب {server} هذا الطلب. لم يُرسَل شيء.',
  settledStopped: 'أوقفتَ هذه الجولة. أُلغي الطلب من {server}.',
  settledTimedOut: 'انتهت مهلة هذا الطلب. لم يُرسَل شيء.',
  settledDisconnected: 'انقطع الاتصال بـ {server}. لم يُرسَل شيء.',
  settledBlocked: 'أُوقفت طلبات {server}. لم يُرسَل شيء.',
  settledElsewhere: 'أُجيب عنه في نافذة أخرى.',
  settledUrlDone: 'فتحت الصفحة من {server}.',
  settledDraft: 'ما كنت قد أدخلته',
  settledCopy: 'نسخ ما أدخلته',
  settledCopied: 'تم النسخ.',
  settledCopyFailed: 'تعذّر النسخ. القائمة محددة: اضغط Ctrl+C (أو ⌘C على Mac) لنسخها.',
  inlineListLabel: 'طلبات من الخوادم',
  inlineArrived: 'طلب جديد من {server}.',
  inlineMoreFrom:
    '{count, plural, zero {عرض # طلبات أخرى من {server}} one {عرض طلب آخر من {server}} two {عرض طلبين آخرين من {server}} few {عرض # طلبات أخرى من {server}} many {عرض # طلبًا آخر من {server}} other {عرض # طلب آخر من {server}}}',
  inlineCardLabel: 'طلب من {server}: {message}',
  inlineServerClaim: 'يسمّي نفسه «{claim}» (غير مُتحقَّق منه)',
  inlineJump:
    '{count, plural, zero {لا طلبات في الانتظار} one {طلب واحد في الانتظار} two {طلبان في الانتظار} few {# طلبات في الانتظار} many {# طلبًا في الانتظار} other {# طلب في الانتظار}}',
  attentionTitle: '({count}) مطلوب إدخال · {title}',
  taskRunning: 'ينفّذ {server} مهمة.',
  taskElapsed: 'قيد التشغيل منذ {time}',
  taskSays: 'يقول الخادم: «{message}»',
  taskStop: 'إيقاف هذه المهمة',
  taskCompleted: 'انتهت المهمة من {server}.',
  taskFailed: 'فشلت المهمة من {server}.',
  taskCancelled: 'أُوقفت المهمة من {server}.',
  taskDismiss: 'إخفاء',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'كتبه الوكيل',
  agentClaim: 'يسمّي نفسه «{claim}». هذا ادعاء الوكيل نفسه؛ لم يتحقق منه هذا التطبيق.',
  agentUrlComplete: 'يفيد الوكيل بأن هذه الخطوة اكتملت.',
  agentSensitiveWarning:
    'يبدو هذا ككلمة مرور أو مفتاح أو رمز مميز أو بيانات دفع. لا يجوز للوكلاء طلب ذلك في نموذج؛ يمكنك الرفض.',
  agentUnsatisfiableNote: 'حدود الوكيل لهذا الحقل متناقضة؛ لا يمكن لأي إجابة أن تستوفيها.',
  agentPatternUnsupportedNote: 'أعطى الوكيل لهذا الحقل قاعدة تنسيق لا يمكن التحقق منها هنا بأمان؛ لذا لا تُطبَّق.',
  agentDefaultHiddenNote: 'اقترح الوكيل قيمة لا يمكن لهذا العنصر عرضها، لذا تُرك فارغًا ولن تُرسَل تلك القيمة.',
  agentToolCall: 'طُلب أثناء استدعاء الأداة «{title}».',
} as const;

/**
 * Arabic (right to left: `dir="rtl"` follows from it): a complete catalogue. Plural rules, `lang` and numbers follow
 * its locale (`ar`).
 *
 * @example
 * ```tsx
 * import ar from 'react-mcp-elicitation/locales/ar';
 * <ElicitationHost messages={ar} />
 * ```
 */
export default ar satisfies Translation<typeof ar> as ElicitationMessages;
