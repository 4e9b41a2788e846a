/**
 * French messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/fr
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// French. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const fr = {
  locale: 'fr',
  unknownMode: 'Le serveur fait une demande dans un mode que cette application ne prend pas en charge ({mode}).',
  requestFrom: '{server} vous demande',
  unknownServer: 'Un serveur MCP',
  serverTextNote: 'Écrit par le serveur',
  requiredMarker: 'obligatoire',
  submit: 'Envoyer',
  decline: 'Refuser',
  cancel: 'Annuler',
  resultAccepted: 'Envoyé.',
  resultAcceptedSummary: 'Envoyé. {summary}',
  resultSending: 'Envoi…',
  resultNotSentYet: 'Pas encore envoyé : la connexion a échoué. Nouvel essai…',
  resultRetryNow: 'Réessayer maintenant',
  resultDeclined: 'Refusé.',
  resultCancelled: 'Annulé.',
  appCaption: 'Affiché par l’application de {server}, dans un bac à sable. Ce qu’elle envoie est vérifié d’abord.',
  appFrameTitle: 'Application de {server}',
  appLoading: 'Chargement de l’application de {server}…',
  appUseStandard: 'Utiliser le formulaire standard',
  appWantsToSend: 'L’application veut envoyer ceci. Vérifiez, puis envoyez :',
  appWantsToEnd: 'L’application veut répondre « {action} ». Confirmez pour l’envoyer.',
  appRefused:
    'La réponse de l’application ne correspond pas à la demande de {server} : rien n’a été envoyé ({fields}).',
  appFailed: 'L’application de {server} n’a pas pu s’afficher : voici le formulaire standard.',
  summaryItem: '{label} : {value}',
  summarySeparator: ' · ',
  summaryYes: 'oui',
  summaryNo: 'non',
  summaryMasked: '•••••• (masqué)',
  moreFields:
    '{count, plural, one {Afficher # champ de plus} many {Afficher # de champs de plus} other {Afficher # champs de plus}}',
  moreFieldsFilled:
    '{count, plural, one {Afficher # champ de plus (remplis : {filled})} many {Afficher # de champs de plus (remplis : {filled})} other {Afficher # champs de plus (remplis : {filled})}}',
  reviewMoreFields: 'Certains des champs ci-dessous sont remplis. Vérifiez-les, puis envoyez.',
  errorSummary:
    '{count, plural, one {# champ demande votre attention.} many {# de champs demandent votre attention.} other {# champs demandent votre attention.}}',
  unnamedField: '(champ sans nom)',
  selectPlaceholder: 'Choisir…',
  selectNone: 'Aucune sélection',
  multiCount:
    '{count, plural, one {# sur {max} sélectionné} many {# sur {max} sélectionnés} other {# sur {max} sélectionnés}}',
  multiMinHint: 'Choisissez-en au moins {min}.',
  dateTimeHint: 'Votre heure locale ({offset}).',
  dateTimeHintNoOffset: 'Votre heure locale.',
  sensitiveWarning:
    'Cela ressemble à un mot de passe, une clé, un jeton ou une donnée de paiement. Les serveurs MCP ne doivent pas demander cela dans un formulaire ; vous pouvez refuser.',
  unsatisfiableNote: 'Les limites du serveur pour ce champ se contredisent ; aucune réponse ne peut les respecter.',
  patternUnsupportedNote:
    'Le serveur a donné pour ce champ une règle de format qui ne peut pas être vérifiée ici en toute sécurité ; elle n’est pas appliquée.',
  defaultHiddenNote:
    'Le serveur a proposé une valeur que ce contrôle ne peut pas afficher ; le champ est donc laissé vide et cette valeur ne sera pas envoyée.',
  errorRequired: 'Ce champ est obligatoire.',
  errorTypeNumber: 'Saisissez un nombre.',
  errorTypeInteger: 'Saisissez un nombre entier.',
  errorTypeOther: 'Cette valeur n’est pas du bon type.',
  errorMinLength:
    '{limit, plural, one {Saisissez au moins # caractère.} many {Saisissez au moins # de caractères.} other {Saisissez au moins # caractères.}}',
  errorMaxLength:
    '{limit, plural, one {Saisissez au plus # caractère.} many {Saisissez au plus # de caractères.} other {Saisissez au plus # caractères.}}',
  errorMinimum: 'Saisissez {limit} ou plus.',
  errorMaximum: 'Saisissez {limit} ou moins.',
  errorExclusiveMinimum: 'Saisissez plus de {limit}.',
  errorExclusiveMaximum: 'Saisissez moins de {limit}.',
  errorMultipleOf: 'Saisissez un multiple de {limit}.',
  errorEnum: 'Choisissez l’une des options.',
  errorMinItems: 'Choisissez-en au moins {limit}.',
  errorMaxItems: 'Choisissez-en au plus {limit}.',
  errorFormatEmail: 'Saisissez une adresse e-mail, par exemple nom@example.com.',
  errorFormatUri: 'Saisissez une adresse web complète, par exemple https://example.com.',
  errorFormatDate: 'Saisissez une date.',
  errorFormatDateTime: 'Saisissez une date et une heure.',
  errorPattern: 'Cette valeur n’a pas la forme attendue.',
  requestInvalidTitle: 'Cette demande ne peut pas être affichée',
  requestParamsNotObject: 'La demande n’est pas un objet.',
  requestMessageNotString: 'Le message de la demande est absent ou n’est pas du texte.',
  requestModeUnsupported: 'La demande n’est pas un formulaire.',
  requestSchemaMissing: 'La demande n’a pas de schéma de formulaire (requestedSchema).',
  requestSchemaNotObject: 'Le schéma du formulaire n’est pas un objet.',
  requestSchemaTypeNotObject: 'Le type du schéma du formulaire n’est pas "object".',
  requestPropertiesMissing: 'Le schéma du formulaire n’a pas de liste de champs (properties).',
  requestRequiredInvalid: 'La liste des champs obligatoires n’est pas une liste de noms.',
  requestPropertyNotObject: 'Le champ « {property} » n’est pas une description de champ valide.',
  requestTypeMissing: 'Le champ « {property} » n’a pas de type.',
  requestTypeUnsupported: 'Le champ « {property} » a un type qu’un formulaire ne peut pas demander.',
  requestNestedObject: 'Le champ « {property} » est un objet imbriqué ; seuls les formulaires plats sont autorisés.',
  requestArrayItemsUnsupported: 'Le champ « {property} » est une liste d’autre chose que des options.',
  requestEnumEmpty: 'Le champ « {property} » ne propose aucune option.',
  requestEnumInvalid: 'Le champ « {property} » a des options non valides ({keyword}).',
  requestKeywordInvalid: 'Le champ « {property} » a un « {keyword} » non valide.',
  requestTooLarge: 'Le formulaire est trop grand pour être affiché en toute sécurité.',
  requestTooLargeProperties:
    'Le formulaire est trop grand pour être affiché en toute sécurité : {count, plural, one {# champ} many {# de champs} other {# champs}}, pour une limite de {max}.',
  requestTooLargeOptions:
    'Le formulaire est trop grand pour être affiché en toute sécurité : le champ « {property} » a {count, plural, one {# option} many {# d’options} other {# options}}, pour une limite de {max}.',
  requestTooLargeControls:
    'Le formulaire est trop grand pour être affiché en toute sécurité : {count, plural, one {# champ ou case à cocher} many {# de champs et cases à cocher} other {# champs et cases à cocher}} au total, pour une limite de {max}.',
  requestTooLargeTotalOptions:
    'Le formulaire est trop grand pour être affiché en toute sécurité : {count, plural, one {# option} many {# d’options} other {# options}} au total, pour une limite de {max}.',
  requestTooLargeTextChars:
    'Le formulaire est trop grand pour être affiché en toute sécurité : {count, plural, one {# caractère} many {# de caractères} other {# caractères}} de texte, pour une limite de {max}.',
  requestInvalidHint: 'Vous pouvez refuser ou annuler.',
  urlRequestFrom: '{server} vous demande d’ouvrir une page',
  urlCaption: 'Adresse (ouverte seulement si vous le choisissez)',
  urlOpen: 'Ouvrir {host}',
  urlOpenAgain: 'Ouvrir {host} à nouveau',
  urlDone: 'Terminé',
  urlWaiting: '{host} a été ouvert dans un nouvel onglet. Terminez là-bas, puis revenez.',
  urlComplete: 'Le serveur indique que cette étape est terminée.',
  urlConfirming:
    'En attente de la confirmation par {server} que cette étape est terminée. Si ce n’est pas le cas, ouvrez la page à nouveau.',
  urlStopWaiting: 'Ne plus attendre',
  urlContinue: 'J’ai terminé — continuer',
  urlWaitingRetry: '{host} a été ouvert dans un nouvel onglet. Terminez là-bas, puis continuez ici.',
  urlNotFinished: '{server} indique que cette étape n’est pas encore terminée. Terminez-la sur {host}, puis continuez.',
  urlWarningsTitle: 'Vérifiez cette adresse avant de l’ouvrir',
  urlRefusedTitle: 'Cette adresse ne sera pas ouverte',
  urlRefusedInvalid: 'Ce n’est pas une adresse web valide.',
  urlRefusedScheme:
    'Les adresses commençant par « {scheme}: » peuvent exécuter du code ou lire des fichiers locaux ; seules les pages https et http sont ouvertes.',
  urlOpensHost: 'Ouvre :',
  urlCopy: 'Copier le lien',
  urlCopied: 'Lien copié.',
  urlCopyFailed: 'Impossible de copier. Le lien est sélectionné : appuyez sur Ctrl+C (⌘C sur un Mac) pour le copier.',
  urlWarnHostDiffers:
    'L’adresse est écrite de façon à pouvoir passer pour un autre site ({reasons}). Le navigateur ouvrira {host}.',
  urlHostDiffersSlashes: 'des barres obliques inhabituelles après le schéma',
  urlHostDiffersBackslash: 'une barre oblique inversée, que les navigateurs lisent comme « / »',
  urlHostDiffersMapped: 'des caractères que le navigateur transforme en d’autres lettres',
  urlHostDiffersPercent: 'des codes % dans le nom du site',
  urlHostDiffersIpNotation: 'un numéro IP dans une notation inhabituelle',
  urlHostDiffersTrailingDot: 'un point à la fin du nom du site',
  urlWarnHttp:
    'La page n’est pas chiffrée (http) : d’autres personnes sur le réseau pourraient lire ou modifier ce que vous envoyez.',
  urlWarnHttpLocal: 'La page est sur cet ordinateur et n’est pas chiffrée (http).',
  urlWarnPunycode:
    'Le nom du site utilise des caractères internationaux : il se lit « {unicode} » mais est en réalité « {ascii} ». Les lettres qui se ressemblent sont une ruse courante.',
  urlWarnMixedScript:
    'Le nom « {label} » mélange des alphabets ({scripts}) ; certaines lettres peuvent seulement ressembler à d’autres.',
  urlWarnCredentials:
    'L’adresse contient un nom d’utilisateur ou un mot de passe avant « @ ». Le vrai site est {host}.',
  urlWarnIpHost: 'L’adresse est un simple numéro IP ({host}), pas un nom de site.',
  urlWarnPort: 'L’adresse utilise un port inhabituel ({port}).',
  urlWarnBidi:
    'L’adresse contient des caractères qui changent le sens du texte, ce qui peut la déguiser (affichés en codes U+).',
  urlWarnInvisible: 'L’adresse contient des caractères invisibles (affichés en codes U+).',
  urlWarnLong:
    'L’adresse est très longue ({length, plural, one {# caractère} many {# de caractères} other {# caractères}}) ; vérifiez-la en entier.',
  urlWarnMessageBidi:
    'Le message contient des caractères qui changent le sens du texte ; il peut se lire autrement qu’il n’est écrit.',
  dialogTitle: 'Demande de {server}',
  dialogMorePending: '{count, plural, one {# autre en attente} many {# autres en attente} other {# autres en attente}}',
  dialogStep: 'Question {index} sur {count} de cette étape',
  dialogWaiting:
    '{minutes, plural, one {Demandé il y a # minute} many {Demandé il y a # de minutes} other {Demandé il y a # minutes}}',
  dialogClose: 'Fermer',
  dialogAskedAgain:
    '{server} demande à nouveau. Votre réponse précédente est reprise (sauf les champs sensibles) ; le message ci-dessous indique ce qu’il faut.',
  dialogServerClaim:
    'Il se présente comme « {claim} ». C’est ce que le serveur affirme de lui-même ; cette application ne l’a pas vérifié.',
  dialogStopAsking: 'Bloquer les demandes de {server}',
  dialogWithdrawn:
    '{count, plural, one {{server} a retiré sa demande.} many {{server} a retiré # de demandes. Rien n’a été envoyé.} other {{server} a retiré # demandes. Rien n’a été envoyé.}}',
  dialogHeldWhileTyping:
    '{server} vous demande quelque chose. La demande s’ouvrira quand vous ferez une pause dans votre saisie.',
  dialogLoading: 'Chargement de la demande de {server}…',
  dialogBlocked: 'Les demandes de {server} sont désactivées jusqu’au rechargement de la page.',
  dialogExpired: 'La demande de {server} a expiré. Rien n’a été envoyé.',
  dialogReloaded: 'La demande de {server} a pris fin au rechargement de la page. Rien n’a été envoyé.',
  dialogResumed: 'Demandé à nouveau après le rechargement de la page : ce que vous aviez saisi n’a pas été conservé.',
  settledSent: 'Envoyé à {server} : {summary}',
  settledSentEmpty: 'Envoyé à {server}.',
  settledDeclined: 'Vous avez refusé la demande de {server}.',
  settledCancelled: 'Vous avez annulé la demande de {server}.',
  settledWithdrawn: '{server} a retiré cette demande. Rien n’a été envoyé.',
  settledStopped: 'Vous avez arrêté ce tour. La demande de {server} a été annulée.',
  settledTimedOut: 'Cette demande a expiré. Rien n’a été envoyé.',
  settledDisconnected: 'La connexion à {server} a été perdue. Rien n’a été envoyé.',
  settledBlocked: 'Les demandes de {server} ont été désactivées. Rien n’a été envoyé.',
  settledElsewhere: 'Répondu dans une autre fenêtre.',
  settledUrlDone: 'Vous avez ouvert la page de {server}.',
  settledDraft: 'Ce que vous aviez saisi',
  settledCopy: 'Copier votre saisie',
  settledCopied: 'Copié.',
  settledCopyFailed:
    'Impossible de copier. La liste est sélectionnée : appuyez sur Ctrl+C (⌘C sur un Mac) pour la copier.',
  inlineListLabel: 'Demandes des serveurs',
  inlineArrived: 'Nouvelle demande de {server}.',
  inlineMoreFrom:
    '{count, plural, one {Afficher # autre demande de {server}} many {Afficher # de demandes de plus de {server}} other {Afficher # autres demandes de {server}}}',
  inlineCardLabel: 'Demande de {server} : {message}',
  inlineServerClaim: 'se présente comme « {claim} » (non vérifié)',
  inlineJump: '{count, plural, one {# demande en attente} many {# demandes en attente} other {# demandes en attente}}',
  attentionTitle: '({count}) Réponse attendue · {title}',
  taskRunning: '{server} exécute une tâche.',
  taskElapsed: 'En cours depuis {time}',
  taskSays: 'Le serveur indique : « {message} »',
  taskStop: 'Arrêter cette tâche',
  taskCompleted: 'La tâche de {server} est terminée.',
  taskFailed: 'La tâche de {server} a échoué.',
  taskCancelled: 'La tâche de {server} a été arrêtée.',
  taskDismiss: 'Fermer',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'Écrit par l’agent',
  agentClaim:
    'Il se présente comme « {claim} ». C’est ce que l’agent affirme de lui-même ; cette application ne l’a pas vérifié.',
  agentUrlComplete: 'L’agent indique que cette étape est terminée.',
  agentSensitiveWarning:
    'Cela ressemble à un mot de passe, une clé, un jeton ou une donnée de paiement. Les agents ne doivent pas demander cela dans un formulaire ; vous pouvez refuser.',
  agentUnsatisfiableNote:
    'Les limites de l’agent pour ce champ se contredisent ; aucune réponse ne peut les respecter.',
  agentPatternUnsupportedNote:
    'L’agent a donné pour ce champ une règle de format qui ne peut pas être vérifiée ici en toute sécurité ; elle n’est pas appliquée.',
  agentDefaultHiddenNote:
    'L’agent a proposé une valeur que ce contrôle ne peut pas afficher ; le champ est donc laissé vide et cette valeur ne sera pas envoyée.',
  agentToolCall: 'Demandé pendant l’appel d’outil « {title} ».',
} as const;

/**
 * French: a complete catalogue. Plural rules, `lang` and numbers follow its locale (`fr`).
 *
 * @example
 * ```tsx
 * import fr from 'react-mcp-elicitation/locales/fr';
 * <ElicitationHost messages={fr} />
 * ```
 */
export default fr satisfies Translation<typeof fr> as ElicitationMessages;
