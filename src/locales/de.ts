/**
 * German messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/de
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// German. Every key of the English catalogue, and no {parameter} it lacks: the build checks both.
const de = {
  locale: 'de',
  unknownMode: 'Der Server fragt in einem Modus, den diese App nicht unterstützt ({mode}).',
  // Rahmen
  requestFrom: '{server} fragt',
  unknownServer: 'Ein MCP-Server',
  serverTextNote: 'Vom Server geschrieben',
  requiredMarker: 'Pflichtfeld',
  submit: 'Senden',
  decline: 'Ablehnen',
  cancel: 'Abbrechen',
  resultAccepted: 'Gesendet.',
  resultAcceptedSummary: 'Gesendet. {summary}',
  resultSending: 'Wird gesendet …',
  resultNotSentYet: 'Noch nicht gesendet: Die Verbindung ist fehlgeschlagen. Neuer Versuch …',
  resultRetryNow: 'Jetzt erneut versuchen',
  resultDeclined: 'Abgelehnt.',
  resultCancelled: 'Abgebrochen.',
  appCaption: 'Angezeigt von der eigenen App von {server}, in einer Sandbox. Was sie sendet, wird zuerst geprüft.',
  appFrameTitle: 'App von {server}',
  appLoading: 'App von {server} wird geladen…',
  appUseStandard: 'Standardformular verwenden',
  appWantsToSend: 'Die App möchte Folgendes senden. Prüfen Sie es und senden Sie es dann:',
  appWantsToEnd: 'Die App möchte mit „{action}“ antworten. Bestätigen Sie, um es zu senden.',
  appRefused: 'Die Antwort der App passt nicht zu dem, was {server} gefragt hat; nichts wurde gesendet ({fields}).',
  appFailed: 'Die App von {server} konnte nicht angezeigt werden; hier ist das Standardformular.',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'ja',
  summaryNo: 'nein',
  summaryMasked: '•••••• (verborgen)',
  moreFields: '{count, plural, one {# weiteres Feld zeigen} other {# weitere Felder zeigen}}',
  moreFieldsFilled:
    '{count, plural, one {# weiteres Feld zeigen ({filled} ausgefüllt)} other {# weitere Felder zeigen ({filled} ausgefüllt)}}',
  reviewMoreFields: 'Einige der Felder unten sind ausgefüllt. Prüfen Sie sie und senden Sie dann.',
  errorSummary:
    '{count, plural, one {# Feld braucht Ihre Aufmerksamkeit.} other {# Felder brauchen Ihre Aufmerksamkeit.}}',
  unnamedField: '(Feld ohne Namen)',
  // Bedienelemente
  selectPlaceholder: 'Auswählen …',
  selectNone: 'Keine Auswahl',
  multiCount: '{count} von {max} ausgewählt',
  multiMinHint: 'Wählen Sie mindestens {min}.',
  dateTimeHint: 'Ihre Ortszeit ({offset}).',
  dateTimeHintNoOffset: 'Ihre Ortszeit.',
  sensitiveWarning:
    'Das sieht nach einem Passwort, Schlüssel, Token oder Zahlungsdaten aus. MCP-Server dürfen so etwas nicht in einem Formular erfragen; Sie können ablehnen.',
  unsatisfiableNote: 'Die Grenzen des Servers für dieses Feld widersprechen sich; keine Antwort kann sie erfüllen.',
  patternUnsupportedNote:
    'Der Server hat für dieses Feld eine Formatregel angegeben, die hier nicht sicher geprüft werden kann; sie wird nicht angewendet.',
  defaultHiddenNote:
    'Der Server hat einen Wert vorgeschlagen, den dieses Feld nicht anzeigen kann; es bleibt leer, und der Wert wird nicht gesendet.',
  // Prüfung
  errorRequired: 'Dieses Feld ist erforderlich.',
  errorTypeNumber: 'Geben Sie eine Zahl ein.',
  errorTypeInteger: 'Geben Sie eine ganze Zahl ein.',
  errorTypeOther: 'Dieser Wert hat den falschen Typ.',
  errorMinLength:
    '{limit, plural, one {Geben Sie mindestens # Zeichen ein.} other {Geben Sie mindestens # Zeichen ein.}}',
  errorMaxLength:
    '{limit, plural, one {Geben Sie höchstens # Zeichen ein.} other {Geben Sie höchstens # Zeichen ein.}}',
  errorMinimum: 'Geben Sie {limit} oder mehr ein.',
  errorMaximum: 'Geben Sie {limit} oder weniger ein.',
  errorExclusiveMinimum: 'Geben Sie mehr als {limit} ein.',
  errorExclusiveMaximum: 'Geben Sie weniger als {limit} ein.',
  errorMultipleOf: 'Geben Sie ein Vielfaches von {limit} ein.',
  errorEnum: 'Wählen Sie eine der Optionen.',
  errorMinItems: 'Wählen Sie mindestens {limit}.',
  errorMaxItems: 'Wählen Sie höchstens {limit}.',
  errorFormatEmail: 'Geben Sie eine E-Mail-Adresse ein, etwa name@example.com.',
  errorFormatUri: 'Geben Sie eine vollständige Webadresse ein, etwa https://example.com.',
  errorFormatDate: 'Geben Sie ein Datum ein.',
  errorFormatDateTime: 'Geben Sie Datum und Uhrzeit ein.',
  errorPattern: 'Dieser Wert hat nicht die erwartete Form.',
  // Fehlerhafte Anfragen
  requestInvalidTitle: 'Diese Anfrage kann nicht angezeigt werden',
  requestParamsNotObject: 'Die Anfrage ist kein Objekt.',
  requestMessageNotString: 'Die Nachricht der Anfrage fehlt oder ist kein Text.',
  requestModeUnsupported: 'Die Anfrage ist kein Formular.',
  requestSchemaMissing: 'Die Anfrage hat kein Formularschema (requestedSchema).',
  requestSchemaNotObject: 'Das Formularschema ist kein Objekt.',
  requestSchemaTypeNotObject: 'Der Typ des Formularschemas ist nicht "object".',
  requestPropertiesMissing: 'Das Formularschema hat keine Liste von Feldern (properties).',
  requestRequiredInvalid: 'Die Liste der Pflichtfelder ist keine Liste von Namen.',
  requestPropertyNotObject: 'Feld „{property}“ ist keine gültige Feldbeschreibung.',
  requestTypeMissing: 'Feld „{property}“ hat keinen Typ.',
  requestTypeUnsupported: 'Feld „{property}“ hat einen Typ, nach dem Formulare nicht fragen können.',
  requestNestedObject: 'Feld „{property}“ ist ein verschachteltes Objekt; nur flache Formulare sind erlaubt.',
  requestArrayItemsUnsupported: 'Feld „{property}“ ist eine Liste von etwas anderem als Optionen.',
  requestEnumEmpty: 'Feld „{property}“ bietet keine Optionen.',
  requestEnumInvalid: 'Feld „{property}“ hat ungültige Optionen ({keyword}).',
  requestKeywordInvalid: 'Feld „{property}“ hat ein ungültiges „{keyword}“.',
  requestTooLarge: 'Das Formular ist zu groß, um es sicher anzuzeigen.',
  requestTooLargeProperties:
    'Das Formular ist zu groß, um es sicher anzuzeigen: {count, plural, one {# Feld} other {# Felder}}, die Grenze ist {max}.',
  requestTooLargeOptions:
    'Das Formular ist zu groß, um es sicher anzuzeigen: Feld „{property}“ hat {count, plural, one {# Option} other {# Optionen}}, die Grenze ist {max}.',
  requestTooLargeControls:
    'Das Formular ist zu groß, um es sicher anzuzeigen: insgesamt {count, plural, one {# Feld oder Kästchen} other {# Felder und Kästchen}}, die Grenze ist {max}.',
  requestTooLargeTotalOptions:
    'Das Formular ist zu groß, um es sicher anzuzeigen: insgesamt {count, plural, one {# Option} other {# Optionen}}, die Grenze ist {max}.',
  requestTooLargeTextChars:
    'Das Formular ist zu groß, um es sicher anzuzeigen: {count, plural, one {# Zeichen} other {# Zeichen}} Text, die Grenze ist {max}.',
  requestInvalidHint: 'Sie können ablehnen oder abbrechen.',
  // URL-Modus
  urlRequestFrom: '{server} bittet Sie, eine Seite zu öffnen',
  urlCaption: 'Adresse (wird erst geöffnet, wenn Sie es wählen)',
  urlOpen: '{host} öffnen',
  urlOpenAgain: '{host} erneut öffnen',
  urlDone: 'Fertig',
  urlWaiting: '{host} wurde in einem neuen Tab geöffnet. Schließen Sie den Vorgang dort ab und kehren Sie dann zurück.',
  urlComplete: 'Der Server meldet, dass dieser Schritt abgeschlossen ist.',
  urlConfirming:
    'Warten, bis {server} bestätigt, dass dieser Schritt erledigt ist. Falls nicht, öffnen Sie die Seite erneut.',
  urlStopWaiting: 'Nicht mehr warten',
  urlContinue: 'Ich bin fertig – weiter',
  urlWaitingRetry:
    '{host} wurde in einem neuen Tab geöffnet. Schließen Sie den Vorgang dort ab und fahren Sie dann hier fort.',
  urlNotFinished:
    '{server} meldet, dass dieser Schritt noch nicht abgeschlossen ist. Schließen Sie ihn auf {host} ab und fahren Sie dann fort.',
  urlWarningsTitle: 'Prüfen Sie diese Adresse, bevor Sie sie öffnen',
  urlRefusedTitle: 'Diese Adresse wird nicht geöffnet',
  urlRefusedInvalid: 'Sie ist keine gültige Webadresse.',
  urlRefusedScheme:
    'Adressen, die mit „{scheme}:“ beginnen, können Code ausführen oder lokale Dateien lesen; geöffnet werden nur https- und http-Seiten.',
  urlOpensHost: 'Öffnet:',
  urlCopy: 'Link kopieren',
  urlCopied: 'Link kopiert.',
  urlCopyFailed: 'Kopieren nicht möglich. Der Link ist markiert: Strg+C (⌘C am Mac) kopiert ihn.',
  urlWarnHostDiffers:
    'Die Adresse ist so geschrieben, dass sie wie eine andere Seite wirken kann ({reasons}). Der Browser öffnet {host}.',
  urlHostDiffersSlashes: 'ungewöhnliche Schrägstriche nach dem Schema',
  urlHostDiffersBackslash: 'ein umgekehrter Schrägstrich, den Browser als „/“ lesen',
  urlHostDiffersMapped: 'Zeichen, die der Browser in andere Buchstaben umwandelt',
  urlHostDiffersPercent: '%-Codes im Seitennamen',
  urlHostDiffersIpNotation: 'eine IP-Nummer in ungewöhnlicher Schreibweise',
  urlHostDiffersTrailingDot: 'ein Punkt am Ende des Seitennamens',
  urlWarnHttp: 'Die Seite ist nicht verschlüsselt (http): Andere im Netz könnten lesen oder ändern, was Sie senden.',
  urlWarnHttpLocal: 'Die Seite liegt auf diesem Computer und ist nicht verschlüsselt (http).',
  urlWarnPunycode:
    'Der Name der Website enthält internationale Zeichen: Er liest sich „{unicode}“, lautet aber „{ascii}“. Ähnlich aussehende Buchstaben sind ein häufiger Trick.',
  urlWarnMixedScript:
    'Der Name „{label}“ mischt Schriften ({scripts}); manche Buchstaben sehen vielleicht nur aus wie andere.',
  urlWarnCredentials:
    'Die Adresse enthält vor „@“ einen Benutzernamen oder ein Passwort. Die eigentliche Website ist {host}.',
  urlWarnIpHost: 'Die Adresse ist eine reine IP-Nummer ({host}), kein Name einer Website.',
  urlWarnPort: 'Die Adresse verwendet einen ungewöhnlichen Port ({port}).',
  urlWarnBidi:
    'Die Adresse enthält Zeichen, die die Schreibrichtung ändern und sie tarnen können (als U+-Codes angezeigt).',
  urlWarnInvisible: 'Die Adresse enthält unsichtbare Zeichen (als U+-Codes angezeigt).',
  urlWarnLong: 'Die Adresse ist sehr lang ({length, plural, one {# Zeichen} other {# Zeichen}}); prüfen Sie sie ganz.',
  urlWarnMessageBidi:
    'Die Nachricht enthält Zeichen, die die Schreibrichtung ändern; sie liest sich vielleicht anders, als sie ist.',
  // MCP-Dialog
  dialogTitle: 'Anfrage von {server}',
  dialogMorePending: '{count, plural, one {# weitere wartet} other {# weitere warten}}',
  dialogStep: 'Frage {index} von {count} in diesem Schritt',
  dialogWaiting: 'Gefragt vor {minutes} Min.',
  dialogClose: 'Schließen',
  dialogAskedAgain:
    '{server} fragt erneut. Ihre vorige Antwort ist eingetragen (außer vertraulichen Feldern); die Nachricht unten sagt, was fehlt.',
  dialogServerClaim: 'Er nennt sich „{claim}“. Das ist die eigene Angabe des Servers; diese App hat sie nicht geprüft.',
  dialogStopAsking: 'Anfragen von {server} stoppen',
  dialogWithdrawn:
    '{count, plural, one {{server} hat die Anfrage zurückgezogen.} other {{server} hat # Anfragen zurückgezogen. Nichts wurde gesendet.}}',
  dialogHeldWhileTyping: '{server} bittet um etwas. Die Anfrage öffnet sich, wenn Sie mit dem Tippen innehalten.',
  dialogLoading: 'Die Anfrage von {server} wird geladen …',
  dialogBlocked: 'Anfragen von {server} sind bis zum Neuladen abgeschaltet.',
  dialogExpired: 'Die Anfrage von {server} ist abgelaufen. Nichts wurde gesendet.',
  dialogReloaded: 'Die Anfrage von {server} endete beim Neuladen der Seite. Es wurde nichts gesendet.',
  dialogResumed: 'Nach dem Neuladen der Seite erneut gefragt: Was Sie vorher eingegeben hatten, wurde nicht behalten.',
  settledSent: 'An {server} gesendet: {summary}',
  settledSentEmpty: 'An {server} gesendet.',
  settledDeclined: 'Sie haben die Anfrage von {server} abgelehnt.',
  settledCancelled: 'Sie haben die Anfrage von {server} abgebrochen.',
  settledWithdrawn: '{server} hat diese Anfrage zurückgezogen. Nichts wurde gesendet.',
  settledStopped: 'Sie haben diese Runde gestoppt. Die Anfrage von {server} wurde abgebrochen.',
  settledTimedOut: 'Diese Anfrage ist abgelaufen. Nichts wurde gesendet.',
  settledDisconnected: 'Die Verbindung zu {server} ist abgebrochen. Nichts wurde gesendet.',
  settledBlocked: 'Anfragen von {server} wurden abgeschaltet. Nichts wurde gesendet.',
  settledElsewhere: 'In einem anderen Fenster beantwortet.',
  settledUrlDone: 'Sie haben die Seite von {server} geöffnet.',
  settledDraft: 'Ihre Eingaben',
  settledCopy: 'Eingaben kopieren',
  settledCopied: 'Kopiert.',
  settledCopyFailed: 'Kopieren nicht möglich. Die Liste ist markiert: Strg+C (⌘C am Mac) kopiert sie.',
  inlineListLabel: 'Anfragen von Servern',
  inlineArrived: 'Neue Anfrage von {server}.',
  inlineMoreFrom:
    '{count, plural, one {# weitere Anfrage von {server} zeigen} other {# weitere Anfragen von {server} zeigen}}',
  inlineCardLabel: 'Anfrage von {server}: {message}',
  inlineServerClaim: 'nennt sich „{claim}“ (nicht geprüft)',
  inlineJump: '{count, plural, one {# Anfrage wartet} other {# Anfragen warten}}',
  attentionTitle: '({count}) Eingabe nötig · {title}',
  taskRunning: '{server} arbeitet an einer Aufgabe.',
  taskElapsed: 'Läuft seit {time}',
  taskSays: 'Der Server meldet: „{message}“',
  taskStop: 'Diese Aufgabe abbrechen',
  taskCompleted: 'Die Aufgabe von {server} ist abgeschlossen.',
  taskFailed: 'Die Aufgabe von {server} ist fehlgeschlagen.',
  taskCancelled: 'Die Aufgabe von {server} wurde abgebrochen.',
  taskDismiss: 'Ausblenden',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'Vom Agenten geschrieben',
  agentClaim: 'Er nennt sich „{claim}“. Das ist die eigene Angabe des Agenten; diese App hat sie nicht geprüft.',
  agentUrlComplete: 'Der Agent meldet, dass dieser Schritt abgeschlossen ist.',
  agentSensitiveWarning:
    'Das sieht nach einem Passwort, Schlüssel, Token oder Zahlungsdaten aus. Agenten dürfen so etwas nicht in einem Formular erfragen; Sie können ablehnen.',
  agentUnsatisfiableNote:
    'Die Grenzen des Agenten für dieses Feld widersprechen sich; keine Antwort kann sie erfüllen.',
  agentPatternUnsupportedNote:
    'Der Agent hat für dieses Feld eine Formatregel angegeben, die hier nicht sicher geprüft werden kann; sie wird nicht angewendet.',
  agentDefaultHiddenNote:
    'Der Agent hat einen Wert vorgeschlagen, den dieses Feld nicht anzeigen kann; es bleibt leer, und der Wert wird nicht gesendet.',
  agentToolCall: 'Gefragt während des Tool-Aufrufs „{title}“.',
} as const;

/**
 * German: a complete catalogue (plural rules, `lang` and numbers follow its locale, `de`).
 *
 * @example
 * ```tsx
 * import de from 'react-mcp-elicitation/locales/de';
 * <ElicitationForm request={params} onResult={respond} messages={de} />
 * ```
 */
export default de satisfies Translation<typeof de> as ElicitationMessages;
