<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BurnInLog</name>
    <message>
        <source>%1 is not a file GpuPlan can read as a burn-in log (nvidia-smi, rocm-smi, DCGM and the other fleet formats).</source>
        <translation>%1 n&apos;est pas un fichier que GpuPlan sait lire comme journal de burn-in (nvidia-smi, rocm-smi, DCGM et les autres formats du parc).</translation>
    </message>
    <message>
        <source>%1 has no device that is the card %2 (same UUID, else same serial); it names: %3. Nothing was imported.</source>
        <translation>%1 ne contient aucun périphérique correspondant à la carte %2 (même UUID, à défaut même numéro de série) ; il nomme : %3. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>no device</source>
        <translation>aucun périphérique</translation>
    </message>
    <message>
        <source>%1 holds no telemetry: a burn-in cannot be judged from it. Nothing was imported.</source>
        <translation>%1 ne contient aucune télémétrie : un burn-in ne peut pas être évalué à partir de ce fichier. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>%1 was imported, but the card %2 has no telemetry in the fleet to judge.</source>
        <translation>%1 a été importé, mais la carte %2 n&apos;a aucune télémétrie à évaluer dans le parc.</translation>
    </message>
</context>
<context>
    <name>CatalogFile</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1 : impossible d&apos;ouvrir le fichier : %2</translation>
    </message>
    <message>
        <source>%1: the file is too large to be a catalog (%2 bytes)</source>
        <translation>%1 : le fichier est trop volumineux pour être un catalogue (%2 octets)</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1 : impossible d&apos;écrire le fichier : %2</translation>
    </message>
</context>
<context>
    <name>CliBenchmark</name>
    <message>
        <source>No imported file is &quot;%1&quot;; gpuplan-cli fleet lists them.</source>
        <translation>Aucun fichier importé n’est « %1 » ; gpuplan-cli fleet les liste.</translation>
    </message>
    <message>
        <source>%1 holds no figure GpuPlan uses as a ceiling (mixbench&apos;s single-precision plateau, BabelStream&apos;s Triad).</source>
        <translation>%1 ne contient aucun chiffre que GpuPlan utilise comme plafond (plateau simple précision de mixbench, Triad de BabelStream).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no catalog SKU GpuPlan can tell; name it with --sku.</source>
        <translation>« %1 » n’est aucun SKU du catalogue que GpuPlan sache reconnaître ; nommez-le avec --sku.</translation>
    </message>
    <message>
        <source>The workspace refused the edit of %1: %2</source>
        <translation>L’espace de travail a refusé la modification de %1 : %2</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Essai à blanc : rien n’a été écrit.</translation>
    </message>
</context>
<context>
    <name>CliCommands</name>
    <message>
        <source>No %1 matches &quot;%2&quot;.</source>
        <translation>Aucune correspondance pour « %2 » (%1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous; it matches:</source>
        <translation>« %1 » est ambigu ; correspondances :</translation>
    </message>
    <message>
        <source>Unknown or incomplete command: %1</source>
        <translation>Commande inconnue ou incomplète : %1</translation>
    </message>
    <message>
        <source>Run gpuplan-cli --help for the list of commands.</source>
        <translation>Lancez gpuplan-cli --help pour obtenir la liste des commandes.</translation>
    </message>
    <message>
        <source>Unknown vendor &quot;%1&quot; (expected NVIDIA, AMD or Intel).</source>
        <translation>Fabricant inconnu « %1 » (attendu : NVIDIA, AMD ou Intel).</translation>
    </message>
    <message>
        <source>Unknown segment &quot;%1&quot; (expected datacenter, workstation or consumer).</source>
        <translation>Segment inconnu « %1 » (attendu : datacenter, workstation ou consumer).</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes : %1</translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation>Catalogue exporté vers %1.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Imported %1 SKUs, %2 prices and %3 models from %4.</source>
        <translation>%1 SKU, %2 prix et %3 modèles importés depuis %4.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
</context>
<context>
    <name>CliDecision</name>
    <message>
        <source>erlang needs --servers C (an integer &gt;= 1) and --offered-load A (Erlangs &gt;= 0).</source>
        <translation>erlang nécessite --servers C (un entier &gt;= 1) et --offered-load A (Erlangs &gt;= 0).</translation>
    </message>
    <message>
        <source>Servers %1, offered load %2 Erlangs (utilisation %3)</source>
        <translation>Serveurs %1, charge offerte %2 Erlangs (taux d&apos;utilisation %3)</translation>
    </message>
    <message>
        <source>Erlang B (blocking, M/M/c/c): %1</source>
        <translation>Erlang B (blocage, M/M/c/c) : %1</translation>
    </message>
    <message>
        <source>Erlang C (probability of waiting, M/M/c): %1</source>
        <translation>Erlang C (probabilité d&apos;attente, M/M/c) : %1</translation>
    </message>
    <message>
        <source>%1 needs --scenario FILE.</source>
        <translation>%1 nécessite --scenario FILE.</translation>
    </message>
    <message>
        <source>Peak %1 req/s, average %2 req/s; TTFT p%3 &lt;= %4 s, TPOT &lt;= %5 s</source>
        <translation>Pointe %1 req/s, moyenne %2 req/s ; TTFT p%3 &lt;= %4 s, TPOT &lt;= %5 s</translation>
    </message>
    <message>
        <source>not feasible: </source>
        <translation>irréalisable : </translation>
    </message>
    <message>
        <source>replica: %1 GPU(s), batch %2, %3 req/s, TPOT %4 ms, prefill %5 ms</source>
        <translation>réplique : %1 GPU, lot %2, %3 req/s, TPOT %4 ms, préremplissage %5 ms</translation>
    </message>
    <message>
        <source>replicas: %1 serving (throughput bound %2, queue bound %3) + %4 spare = %5; %6 GPUs, %7 racks</source>
        <translation>répliques : %1 en service (borne de débit %2, borne de file %3) + %4 de réserve = %5 ; %6 GPU, %7 baies</translation>
    </message>
    <message>
        <source>TTFT p-th: %1 s; capex %2 USD; %3 USD/month; %4 USD per million tokens; lock-in %5 (%6)</source>
        <translation>TTFT au percentile : %1 s ; capex %2 USD ; %3 USD/mois ; %4 USD par million de jetons ; dépendance fournisseur %5 (%6)</translation>
    </message>
    <message>
        <source>gates: fits %1, meets SLO %2, within budget %3</source>
        <translation>critères éliminatoires : tient en mémoire %1, respecte le SLO %2, dans le budget %3</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Méthode : %1</translation>
    </message>
    <message>
        <source>option</source>
        <translation>option</translation>
    </message>
    <message>
        <source>gates</source>
        <translation>crit. élim.</translation>
    </message>
    <message>
        <source>wsum</source>
        <translation>s.pond.</translation>
    </message>
    <message>
        <source>topsis</source>
        <translation>topsis</translation>
    </message>
    <message>
        <source>pareto</source>
        <translation>pareto</translation>
    </message>
    <message>
        <source>P(first)</source>
        <translation>P(1er)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>échoue</translation>
    </message>
    <message>
        <source>Top option: %1</source>
        <translation>Meilleure option : %1</translation>
    </message>
    <message>
        <source>AHP consistency ratio: %1%2</source>
        <translation>Ratio de cohérence AHP : %1%2</translation>
    </message>
    <message>
        <source>  tornado %1: %2 .. %3 (swing %4)</source>
        <translation>  tornade %1 : %2 .. %3 (amplitude %4)</translation>
    </message>
    <message>
        <source>The scenario %1 is invalid.</source>
        <translation>Le scénario %1 n&apos;est pas valide.</translation>
    </message>
    <message>
        <source> (above %1: revise the comparisons)</source>
        <translation> (au-dessus de %1 : revoyez les comparaisons)</translation>
    </message>
</context>
<context>
    <name>CliEdit</name>
    <message>
        <source>(not edited: the shipped value)</source>
        <translation>(non modifié : la valeur livrée)</translation>
    </message>
    <message>
        <source>Unknown field &quot;%1&quot;: use a key of catalog show --json (tdp_watts, memory_bytes, peak_flops.fp16...).</source>
        <translation>Champ inconnu « %1 » : utilisez une clé de catalog show --json (tdp_watts, memory_bytes, peak_flops.fp16…).</translation>
    </message>
    <message>
        <source>--expect-version takes a version number (0: the field is not edited), not &quot;%1&quot;.</source>
        <translation>--expect-version attend un numéro de version (0 : le champ n’est pas modifié), pas « %1 ».</translation>
    </message>
    <message>
        <source>conflict: %1 of %2 is %3 at version %4, changed by %5 at %6; you expected version %7 and set %8. Nothing was written.</source>
        <translation>conflict: %1 de %2 vaut %3 en version %4, modifié par %5 le %6 ; vous attendiez la version %7 et donniez %8. Rien n’a été écrit.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>%1 of %2 set to %3 (version %4).</source>
        <translation>%1 de %2 mis à %3 (version %4).</translation>
    </message>
</context>
<context>
    <name>CliEstimate</name>
    <message>
        <source>Invalid value &quot;%1&quot; for --%2.</source>
        <translation>Valeur non valide « %1 » pour --%2.</translation>
    </message>
    <message>
        <source>sweep needs --model.</source>
        <translation>sweep nécessite --model.</translation>
    </message>
    <message>
        <source>estimate needs --sku and --model.</source>
        <translation>estimate nécessite --sku et --model.</translation>
    </message>
    <message>
        <source>Known weight formats: %1.</source>
        <translation>Formats de poids connus : %1.</translation>
    </message>
    <message>
        <source>%1 has no %2 KV cache; it offers: %3.</source>
        <translation>%1 n&apos;a pas de cache KV %2 ; il propose : %3.</translation>
    </message>
    <message>
        <source>llama.cpp splits layers over its GPUs; --attention-dp and --expert-parallel are for vllm, trtllm and transformers.</source>
        <translation>llama.cpp répartit les couches sur ses GPU ; --attention-dp et --expert-parallel sont pour vllm, trtllm et transformers.</translation>
    </message>
</context>
<context>
    <name>CliFleet</name>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>quarantine</source>
        <translation>quarantaine</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>rejet</translation>
    </message>
    <message>
        <source>(no catalog SKU)</source>
        <translation>(aucun SKU du catalogue)</translation>
    </message>
    <message>
        <source>import: name at least one FILE.</source>
        <translation>import : indiquez au moins un FILE.</translation>
    </message>
    <message>
        <source>%1 GPUs from %2 imported files</source>
        <translation>%1 GPU issus de %2 fichiers importés</translation>
    </message>
    <message>
        <source>%1 findings</source>
        <translation>%1 constats</translation>
    </message>
    <message>
        <source>removed %1 (%2): %3 devices removed, %4 kept</source>
        <translation>%1 retiré (%2) : %3 périphériques retirés, %4 conservés</translation>
    </message>
    <message>
        <source>import --remove: name no FILE to import beside it.</source>
        <translation>import --remove : n&apos;indiquez aucun FILE à importer en même temps.</translation>
    </message>
    <message>
        <source>import: unknown format &quot;%1&quot;; the known formats are: %2</source>
        <translation>import : format « %1 » inconnu ; les formats connus sont : %2</translation>
    </message>
    <message>
        <source>Unattributed host facts</source>
        <translation>Faits d&apos;hôte non attribués</translation>
    </message>
    <message>
        <source>Host %1</source>
        <translation>Hôte %1</translation>
    </message>
    <message>
        <source>%1: %2, %3 devices, %4 samples, %5 events, %6 benchmarks, %7 host facts (%8)</source>
        <translation>%1 : %2, %3 périphériques, %4 échantillons, %5 événements, %6 benchmarks, %7 faits d&apos;hôte (%8)</translation>
    </message>
    <message>
        <source>Usage: gpuplan-cli import FILE|FOLDER... [--dry-run] [--format NAME] [--node NAME] [--json]
       gpuplan-cli import --remove FILE|SHA256 [--json]

Imports operators&apos; files into the workspace, each all or nothing; the format is recognised by content unless --format names it; a FOLDER stands for every file under it. A file already imported (same SHA-256) is skipped. --node names the host of a file that does not say it (uname -r, lscpu, a sysfs file, ...): its GPUs and host facts go on that host. --remove takes an imported file out again, by the path it was imported from or its SHA-256, with the devices only it had seen; the findings are evaluated again.

Formats:
</source>
        <translation>Usage : gpuplan-cli import FILE|FOLDER... [--dry-run] [--format NAME] [--node NAME] [--json]
        gpuplan-cli import --remove FILE|SHA256 [--json]

Importe les fichiers des opérateurs dans l&apos;espace de travail, chacun en tout ou rien ; le format est reconnu d&apos;après le contenu, sauf si --format le nomme ; un FOLDER vaut pour tous les fichiers qu&apos;il contient. Un fichier déjà importé (même SHA-256) est ignoré. --node nomme l&apos;hôte d&apos;un fichier qui ne le dit pas (uname -r, lscpu, un fichier sysfs, ...) : ses GPU et ses faits d&apos;hôte vont sur cet hôte. --remove retire un fichier importé, désigné par le chemin d&apos;où il a été importé ou par son SHA-256, avec les périphériques que lui seul avait vus ; les constats sont réévalués.

Formats :
</translation>
    </message>
    <message>
        <source>import: the findings could not be evaluated: %1</source>
        <translation>import : les constats n&apos;ont pas pu être évalués : %1</translation>
    </message>
</context>
<context>
    <name>CliIntake</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>intake failure %1 % (90 % interval %2-%3 %, prior %4)%5</source>
        <translation>échec à la réception %1 % (intervalle à 90 % %2-%3 %, a priori %4)%5</translation>
    </message>
    <message>
        <source>, small sample</source>
        <translation>, petit échantillon</translation>
    </message>
    <message>
        <source>(stale)</source>
        <translation>(périmé)</translation>
    </message>
    <message>
        <source>%1: not imported, nothing was changed:</source>
        <translation>%1 : non importé, rien n&apos;a été modifié :</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) imported from %1</source>
        <translation>
            <numerusform>%n devis importé depuis %1</numerusform>
            <numerusform>%n devis importés depuis %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>lot create needs --quote ID and --serials FILE|S1,S2,...</source>
        <translation>lot create demande --quote ID et --serials FICHIER|S1,S2,...</translation>
    </message>
    <message numerus="yes">
        <source>Lot %1: %n card(s) received</source>
        <translation>
            <numerusform>Lot %1 : %n carte reçue</numerusform>
            <numerusform>Lot %1 : %n cartes reçues</numerusform>
        </translation>
    </message>
    <message>
        <source>lot card needs --state, one of: %1</source>
        <translation>lot card demande --state, parmi : %1</translation>
    </message>
    <message>
        <source>No lot has a card with the serial %1.</source>
        <translation>Aucun lot n&apos;a de carte de numéro de série %1.</translation>
    </message>
    <message>
        <source>conflict: the card %1 is at version %2 (%3), not %4</source>
        <translation>conflit : la carte %1 est à la version %2 (%3), pas %4</translation>
    </message>
    <message>
        <source>There is no lot %1.</source>
        <translation>Il n&apos;y a pas de lot %1.</translation>
    </message>
    <message>
        <source>Unknown or incomplete command: %1</source>
        <translation>Commande inconnue ou incomplète : %1</translation>
    </message>
    <message>
        <source>--expect-version takes a card&apos;s version, 1 or more: %1</source>
        <translation>--expect-version prend la version d&apos;une carte, 1 ou plus : %1</translation>
    </message>
    <message>
        <source>There is no quote %1.</source>
        <translation>Il n&apos;y a pas de devis %1.</translation>
    </message>
    <message>
        <source>quotes option needs --scenario FILE|workspace:NAME and -o OUT.json</source>
        <translation>quotes option demande --scenario FICHIER|workspace:NOM et -o SORTIE.json</translation>
    </message>
    <message>
        <source>Quote %1 cannot become an option: %2</source>
        <translation>Le devis %1 ne peut pas devenir une option : %2</translation>
    </message>
    <message>
        <source>The scenario already has the option %1.</source>
        <translation>Le scénario a déjà l&apos;option %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Option %1 added: %2</source>
        <translation>Option %1 ajoutée : %2</translation>
    </message>
    <message>
        <source>A cloud quote has no failure rate of its own: the provider replaces failed GPUs.</source>
        <translation>Un devis cloud n&apos;a pas de taux de panne propre : le fournisseur remplace les GPU en panne.</translation>
    </message>
    <message>
        <source>--measured takes channel, seller or sku_condition, not %1.</source>
        <translation>--measured prend channel, seller ou sku_condition, pas %1.</translation>
    </message>
    <message>
        <source>No card of %1 %2 has a burn-in verdict or service time yet: nothing is measured.</source>
        <translation>Aucune carte de %1 %2 n&apos;a encore de verdict de burn-in ni de temps en service : rien n&apos;est mesuré.</translation>
    </message>
</context>
<context>
    <name>CliProbe</name>
    <message>
        <source>gpuplan-probe %1</source>
        <translation>gpuplan-probe %1</translation>
    </message>
    <message>
        <source>Backends:</source>
        <translation>Backends :</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>Périphériques :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>--%1 doit être un nombre entre %2 et %3, et non « %4 ».</translation>
    </message>
    <message>
        <source>probe %1 needs --device ID (see gpuplan-cli probe list).</source>
        <translation>probe %1 nécessite --device ID (voir gpuplan-cli probe list).</translation>
    </message>
    <message>
        <source>probe burnin needs one of --minutes N or --seconds N.</source>
        <translation>probe burnin nécessite --minutes N ou --seconds N.</translation>
    </message>
    <message>
        <source>%1 has no memory bandwidth in the catalog; bandwidth is not judged.</source>
        <translation>%1 n&apos;a pas de bande passante mémoire dans le catalogue ; la bande passante n&apos;est pas évaluée.</translation>
    </message>
    <message>
        <source>%1 has no FP32 peak in the catalog; FP32 is not judged.</source>
        <translation>%1 n&apos;a pas de pic FP32 dans le catalogue ; le FP32 n&apos;est pas évalué.</translation>
    </message>
    <message>
        <source>Unknown class &quot;%1&quot; (expected datacenter, workstation or consumer).</source>
        <translation>Classe inconnue « %1 » (attendu : datacenter, workstation ou consumer).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n° de série %1</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exéc.</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO: %1</source>
        <translation>NON : %1</translation>
    </message>
    <message>
        <source>Verdict: %1 (after %2 s)</source>
        <translation>Verdict : %1 (après %2 s)</translation>
    </message>
    <message>
        <source>No device &quot;%1&quot;. The runner sees:</source>
        <translation>Aucun périphérique « %1 ». L&apos;exécuteur voit :</translation>
    </message>
    <message>
        <source>(%1 unavailable: %2)</source>
        <translation>(%1 indisponible : %2)</translation>
    </message>
    <message>
        <source>Runner error (%1): %2</source>
        <translation>Erreur de l&apos;exécuteur (%1) : %2</translation>
    </message>
    <message>
        <source>burn-in finished: pass</source>
        <translation>burn-in terminé : réussi</translation>
    </message>
    <message>
        <source>The runner says: %1.</source>
        <translation>L&apos;exécuteur indique : %1.</translation>
    </message>
    <message>
        <source>The run was not stored.</source>
        <translation>L&apos;exécution n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>Stored as probe run %1 in %2.</source>
        <translation>Enregistré comme exécution de sonde %1 dans %2.</translation>
    </message>
</context>
<context>
    <name>CliPull</name>
    <message>
        <source>fleet pull needs --prometheus URL (the server, with its path prefix).</source>
        <translation>fleet pull demande --prometheus URL (le serveur, avec son préfixe de chemin).</translation>
    </message>
    <message>
        <source>--prometheus takes an http:// or https:// URL, not &quot;%1&quot;.</source>
        <translation>--prometheus prend une URL http:// ou https://, pas « %1 ».</translation>
    </message>
    <message>
        <source>--selector &quot;%1&quot; is not valid: %2.</source>
        <translation>--selector « %1 » n&apos;est pas valide : %2.</translation>
    </message>
    <message>
        <source>--step takes a whole number of seconds or a duration such as 60s or 5m, not &quot;%1&quot;.</source>
        <translation>--step prend un nombre entier de secondes ou une durée comme 60s ou 5m, pas « %1 ».</translation>
    </message>
    <message>
        <source>Give either --since or --start/--end, not both.</source>
        <translation>Donnez soit --since, soit --start/--end, pas les deux.</translation>
    </message>
    <message>
        <source>--since takes a duration such as 24h, 90m or 7d, not &quot;%1&quot;.</source>
        <translation>--since prend une durée comme 24h, 90m ou 7d, pas « %1 ».</translation>
    </message>
    <message>
        <source>--%1 takes Unix seconds or an RFC 3339 time such as 2026-12-01T00:00:00Z, not &quot;%2&quot;.</source>
        <translation>--%1 prend des secondes Unix ou une heure RFC 3339 comme 2026-12-01T00:00:00Z, pas « %2 ».</translation>
    </message>
    <message>
        <source>--end is before --start.</source>
        <translation>--end est avant --start.</translation>
    </message>
    <message>
        <source>fleet pull failed: %1</source>
        <translation>échec de fleet pull : %1</translation>
    </message>
    <message>
        <source>Nothing new: %1 was pulled up to %2.</source>
        <translation>Rien de nouveau : %1 a été tiré jusqu&apos;à %2.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 to %4, step %5 s, %6 chunks</source>
        <translation>%1 (%2) : %3 à %4, pas de %5 s, %6 tranches</translation>
    </message>
    <message>
        <source>GPU metrics: %1</source>
        <translation>Métriques GPU : %1</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 points, %3 bytes received</source>
        <translation>%1 GPU, %2 points, %3 octets reçus</translation>
    </message>
    <message>
        <source>partial: %1</source>
        <translation>partiel : %1</translation>
    </message>
</context>
<context>
    <name>CliReport</name>
    <message>
        <source>%1 needs --scenario FILE and -o OUT.</source>
        <translation>%1 nécessite --scenario FILE et -o OUT.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; (expected en or fr).</source>
        <translation>Langue inconnue &quot;%1&quot; (en ou fr attendu).</translation>
    </message>
    <message>
        <source>Unknown page size &quot;%1&quot; (expected A4 or Letter).</source>
        <translation>Format de page inconnu &quot;%1&quot; (A4 ou Letter attendu).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 écrit (%n page).</numerusform>
            <numerusform>%1 écrit (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>export needs --format csv, json or xlsx.</source>
        <translation>export nécessite --format csv, json ou xlsx.</translation>
    </message>
    <message>
        <source>No table &quot;%1&quot;; the tables are: %2.</source>
        <translation>Aucun tableau &quot;%1&quot; ; les tableaux sont : %2.</translation>
    </message>
    <message>
        <source>No table &quot;%1&quot; in this report.</source>
        <translation>Aucun tableau &quot;%1&quot; dans ce rapport.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (table %2, %n row(s)).</source>
        <translation>
            <numerusform>%1 écrit (tableau %2, %n ligne).</numerusform>
            <numerusform>%1 écrit (tableau %2, %n lignes).</numerusform>
        </translation>
    </message>
    <message>
        <source>lot report needs a lot id and -o OUT.pdf.</source>
        <translation>lot report nécessite un identifiant de lot et -o OUT.pdf.</translation>
    </message>
    <message>
        <source>There is no lot %1.</source>
        <translation>Il n&apos;y a pas de lot %1.</translation>
    </message>
</context>
<context>
    <name>CliScenario</name>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>--expect-version takes a version number (0: the scenario is not saved yet), not &quot;%1&quot;.</source>
        <translation>--expect-version attend un numéro de version (0 : le scénario n’est pas encore enregistré), pas « %1 ».</translation>
    </message>
    <message>
        <source>conflict: the scenario &quot;%1&quot; is at version %2, saved by %3 at %4; you expected version %5. Nothing was written.</source>
        <translation>conflit : le scénario « %1 » est à la version %2, enregistrée par %3 le %4 ; vous attendiez la version %5. Rien n’a été écrit.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>conflict: the scenario &quot;%1&quot; was removed since version %2. Nothing was written.</source>
        <translation>conflit : le scénario « %1 » a été supprimé depuis la version %2. Rien n’a été écrit.</translation>
    </message>
    <message>
        <source>Saved the scenario &quot;%1&quot; as version %2.</source>
        <translation>Scénario « %1 » enregistré en version %2.</translation>
    </message>
    <message>
        <source>A version is a positive number, not &quot;%1&quot;.</source>
        <translation>Une version est un nombre positif, pas « %1 ».</translation>
    </message>
    <message>
        <source>No version %1 of the scenario &quot;%2&quot; is saved in the workspace.</source>
        <translation>Aucune version %1 du scénario « %2 » n’est enregistrée dans l’espace de travail.</translation>
    </message>
    <message>
        <source>No scenario named &quot;%1&quot; is saved in the workspace.</source>
        <translation>Aucun scénario nommé « %1 » n’est enregistré dans l’espace de travail.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Removed the scenario &quot;%1&quot; and its versions.</source>
        <translation>Scénario « %1 » et ses versions supprimés.</translation>
    </message>
    <message>
        <source>Unknown or incomplete command: %1</source>
        <translation>Commande inconnue ou incomplète : %1</translation>
    </message>
    <message>
        <source>Run gpuplan-cli --help for the list of commands.</source>
        <translation>Lancez gpuplan-cli --help pour la liste des commandes.</translation>
    </message>
</context>
<context>
    <name>CliTriage</name>
    <message>
        <source>checked: %1</source>
        <translation>vérifié : %1</translation>
    </message>
    <message>
        <source>triage: no imported file speaks of node &quot;%1&quot;.</source>
        <translation>triage : aucun fichier importé ne parle du nœud &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Nothing imported yet: import the outputs of the guides&apos; commands (gpuplan-cli import FILE...).</source>
        <translation>Rien d&apos;importé : importez les sorties des commandes des guides (gpuplan-cli import FILE...).</translation>
    </message>
</context>
<context>
    <name>CliWorkspace</name>
    <message>
        <source>--limit takes a positive number, not &quot;%1&quot;.</source>
        <translation>--limit attend un nombre positif, pas « %1 ».</translation>
    </message>
    <message>
        <source>Roles ready: grant one to each person, e.g. GRANT gpuplan_editor TO ana;</source>
        <translation>Rôles prêts : accordez-en un à chaque personne, par exemple GRANT gpuplan_editor TO ana;</translation>
    </message>
    <message>
        <source>Unknown or incomplete command: %1</source>
        <translation>Commande inconnue ou incomplète : %1</translation>
    </message>
    <message>
        <source>Run gpuplan-cli --help for the list of commands.</source>
        <translation>Lancez gpuplan-cli --help pour la liste des commandes.</translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation>Espace de travail : %1</translation>
    </message>
    <message>
        <source>Backend: %1</source>
        <translation>Moteur : %1</translation>
    </message>
    <message>
        <source>Schema version: %1</source>
        <translation>Version du schéma : %1</translation>
    </message>
    <message>
        <source>User: %1 (%2)</source>
        <translation>Utilisateur : %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>erreur de syntaxe JSON : %1</translation>
    </message>
    <message>
        <source>the file is not a GpuPlan catalog: its top level is not a JSON object</source>
        <translation>le fichier n&apos;est pas un catalogue GpuPlan : son niveau supérieur n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>the file is not a GpuPlan catalog (schema &quot;%1&quot;)</source>
        <translation>le fichier n&apos;est pas un catalogue GpuPlan (schéma « %1 »)</translation>
    </message>
    <message>
        <source>catalog schema version %1 is newer than this GpuPlan supports (%2)</source>
        <translation>la version %1 du schéma de catalogue est plus récente que celle prise en charge par cette version de GpuPlan (%2)</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>wrong type: expected %1</source>
        <translation>type incorrect : %1 attendu</translation>
    </message>
    <message>
        <source>value %1 is out of range [%2, %3]</source>
        <translation>la valeur %1 est hors de l&apos;intervalle [%2, %3]</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>valeur inconnue « %1 » (valeurs attendues : %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (expected YYYY-MM or YYYY-MM-DD)</source>
        <translation>« %1 » n&apos;est pas une date (format attendu : AAAA-MM ou AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>no such field &quot;%1&quot;</source>
        <translation>aucun champ « %1 »</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; cannot be edited</source>
        <translation>le champ « %1 » ne peut pas être modifié</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (lowercase letters, digits and &apos;-&apos;)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (lettres minuscules, chiffres et &apos;-&apos;)</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>identifiant en double « %1 »</translation>
    </message>
    <message>
        <source>price refers to unknown SKU &quot;%1&quot;</source>
        <translation>le prix fait référence à un SKU inconnu « %1 »</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>erreur %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source> (at %1)</source>
        <translation> (à %1)</translation>
    </message>
    <message>
        <source>the format of this file is not recognised</source>
        <translation>le format de ce fichier n&apos;est pas reconnu</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file holds binary data, not text</source>
        <translation>le fichier contient des données binaires, pas du texte</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>le fichier ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>the file ends in the middle of a record (%1)</source>
        <translation>le fichier s&apos;arrête au milieu d&apos;un enregistrement (%1)</translation>
    </message>
    <message>
        <source>&quot;%2&quot; is not a valid value for %1</source>
        <translation>« %2 » n&apos;est pas une valeur valide pour %1</translation>
    </message>
    <message>
        <source>required field %1 is missing</source>
        <translation>champ obligatoire %1 manquant</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; is ignored</source>
        <translation>colonne inconnue « %1 » ignorée</translation>
    </message>
    <message>
        <source>line not understood: %1</source>
        <translation>ligne non comprise : %1</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>l&apos;importation a été annulée</translation>
    </message>
    <message>
        <source>&quot;%2&quot; is not a valid %1; no device is made of it</source>
        <translation>%1 « %2 » invalide : aucun périphérique n&apos;en est tiré</translation>
    </message>
    <message>
        <source>%1 of the %2 lines are not understood (lines %3): the file is not this format and is refused</source>
        <translation>%1 des %2 lignes ne sont pas comprises (lignes %3) : le fichier n&apos;est pas de ce format et il est refusé</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; the known formats are: %2</source>
        <translation>format « %1 » inconnu ; les formats connus sont : %2</translation>
    </message>
    <message>
        <source>this row has %1 fields but the header has %2</source>
        <translation>cette ligne a %1 champs mais l&apos;en-tête en a %2</translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation>un champ entre guillemets n&apos;est pas fermé avant la fin du fichier</translation>
    </message>
    <message>
        <source>the GPU &quot;%1&quot; is not in the catalog; the row is skipped</source>
        <translation>le GPU « %1 » ne figure pas dans le catalogue ; la ligne est ignorée</translation>
    </message>
    <message>
        <source>the model &quot;%1&quot; is not in the catalog; the row is skipped</source>
        <translation>le modèle « %1 » ne figure pas dans le catalogue ; la ligne est ignorée</translation>
    </message>
    <message>
        <source>the row cannot be used (&quot;%1&quot;); it is skipped</source>
        <translation>la ligne est inutilisable (« %1 ») ; elle est ignorée</translation>
    </message>
    <message>
        <source>GpuPlan does not model this row (%1); it is skipped</source>
        <translation>GpuPlan ne modélise pas cette ligne (%1) ; elle est ignorée</translation>
    </message>
    <message>
        <source>the SKU &quot;%2&quot; is not in the workspace catalog</source>
        <translation>le SKU « %2 » ne figure pas dans le catalogue de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>the price &quot;%2&quot; is not a USD price of SKU &quot;%3&quot; in the catalog</source>
        <translation>le prix « %2 » n&apos;est pas un prix en USD du SKU « %3 » dans le catalogue</translation>
    </message>
    <message>
        <source>no price: the catalog has no USD %3 price for SKU &quot;%2&quot; and the scenario gives no price_usd</source>
        <translation>aucun prix : le catalogue ne contient aucun prix %3 en USD pour le SKU « %2 » et le scénario ne fournit pas de price_usd</translation>
    </message>
    <message>
        <source>the model does not fit on this option</source>
        <translation>le modèle ne tient pas en mémoire sur cette option</translation>
    </message>
    <message>
        <source>even one request per replica misses the time per output token (%1 s per step)</source>
        <translation>même une seule requête par réplique dépasse le temps par jeton de sortie (%1 s par étape)</translation>
    </message>
    <message>
        <source>the replica serves no request at the SLO</source>
        <translation>la réplique ne sert aucune requête dans le respect du SLO</translation>
    </message>
    <message>
        <source>the request rates and SLO targets must be positive</source>
        <translation>les débits de requêtes et les cibles du SLO doivent être positifs</translation>
    </message>
    <message>
        <source>failure rate, repair time and availability target are out of range</source>
        <translation>le taux de panne, le délai de réparation et la cible de disponibilité sont hors limites</translation>
    </message>
    <message>
        <source>the time-to-first-token target is below the prefill time alone (%1 s)</source>
        <translation>la cible de délai du premier jeton est inférieure au seul temps de préremplissage (%1 s)</translation>
    </message>
    <message>
        <source>the queue cannot be stable at this load</source>
        <translation>la file d&apos;attente ne peut pas être stable à cette charge</translation>
    </message>
    <message>
        <source>one server needs more power or rack units than a rack has</source>
        <translation>un serveur nécessite plus de puissance ou d&apos;unités de baie qu&apos;une baie n&apos;en offre</translation>
    </message>
    <message>
        <source>the pairwise comparison matrix is not square</source>
        <translation>la matrice de comparaisons par paires n&apos;est pas carrée</translation>
    </message>
    <message>
        <source>the comparison of &quot;%1&quot; with &quot;%2&quot; must be a positive number, not %3</source>
        <translation>la comparaison de « %1 » avec « %2 » doit être un nombre positif, pas %3</translation>
    </message>
    <message>
        <source>the comparison of &quot;%1&quot; with &quot;%2&quot; (%3) is not the reciprocal of the comparison of &quot;%2&quot; with &quot;%1&quot; (%4)</source>
        <translation>la comparaison de « %1 » avec « %2 » (%3) n&apos;est pas l&apos;inverse de la comparaison de « %2 » avec « %1 » (%4)</translation>
    </message>
    <message>
        <source>the principal eigenvector of the comparison matrix could not be computed</source>
        <translation>le vecteur propre principal de la matrice de comparaison n&apos;a pas pu être calculé</translation>
    </message>
    <message>
        <source>the pairwise comparisons contradict each other: their consistency ratio %1 is above %2 (Saaty&apos;s threshold); revise them</source>
        <translation>les comparaisons par paires se contredisent : leur ratio de cohérence %1 dépasse %2 (seuil de Saaty) ; revoyez-les</translation>
    </message>
    <message>
        <source>the stored %1 row &quot;%2&quot; cannot be read and is left out</source>
        <translation>la ligne %1 « %2 » enregistrée ne peut pas être lue et est laissée de côté</translation>
    </message>
    <message>
        <source>the file&apos;s content changed since it was imported (its SHA-256 was %1): it is not imported</source>
        <translation>le contenu du fichier a changé depuis son importation (son SHA-256 était %1) : il n&apos;est pas importé</translation>
    </message>
    <message>
        <source>the pull is partial: %1; what it holds was imported, the rest is missing</source>
        <translation>le tirage est partiel : %1 ; ce qu&apos;il contient a été importé, le reste manque</translation>
    </message>
    <message>
        <source>%2 values of %1 are NaN or infinite; they are left out</source>
        <translation>%2 valeurs de %1 sont NaN ou infinies ; elles sont écartées</translation>
    </message>
    <message>
        <source>the counter %1 fell inside the window (a reset); its growth is not judged</source>
        <translation>le compteur %1 a baissé dans la fenêtre (une remise à zéro) ; sa croissance n&apos;est pas jugée</translation>
    </message>
    <message>
        <source>the file has no row %1 for the mapping&apos;s header</source>
        <translation>le fichier n&apos;a pas de ligne %1 pour l&apos;en-tête de la correspondance</translation>
    </message>
    <message>
        <source>the mapping&apos;s column &quot;%1&quot; is not in the header row</source>
        <translation>la colonne « %1 » de la correspondance n&apos;est pas dans la ligne d&apos;en-tête</translation>
    </message>
    <message>
        <source>no column is mapped to %1, which every quote needs</source>
        <translation>aucune colonne ne correspond à %1, dont chaque devis a besoin</translation>
    </message>
    <message>
        <source>no column holds the seller and the mapping names none for every row</source>
        <translation>aucune colonne ne donne le vendeur et la correspondance n&apos;en nomme aucun pour toutes les lignes</translation>
    </message>
    <message>
        <source>column %1 (%2): the seller is empty</source>
        <translation>colonne %1 (%2) : le vendeur est vide</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a SKU of the catalog (an id or a product name such as &quot;NVIDIA H100 PCIe 80GB&quot;)</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un SKU du catalogue (un identifiant ou un nom de produit comme « NVIDIA H100 PCIe 80GB »)</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a channel (distributor, integrator, refurbisher, marketplace or cloud)</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un canal (distributor, integrator, refurbisher, marketplace ou cloud)</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a condition (new, refurbished or used)</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un état (new, refurbished ou used)</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a price</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un prix</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a currency code such as USD or EUR</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un code de devise comme USD ou EUR</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a whole number of cards (1 or more)</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas un nombre entier de cartes (1 ou plus)</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a duration such as 14 days, 3 weeks, 36 months or 3 years</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas une durée comme 14 days, 3 weeks, 36 months ou 3 years</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is neither yes nor no</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est ni oui ni non</translation>
    </message>
    <message>
        <source>column %1 (%2): &quot;%3&quot; is not a date written YYYY-MM-DD</source>
        <translation>colonne %1 (%2) : « %3 » n&apos;est pas une date écrite AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>no row below the header names a SKU with a quantity or a unit price</source>
        <translation>aucune ligne sous l&apos;en-tête ne nomme un SKU avec une quantité ou un prix unitaire</translation>
    </message>
    <message>
        <source>not a quote mapping preset: %1 %2</source>
        <translation>pas un préréglage de correspondance de devis : %1 %2</translation>
    </message>
    <message>
        <source>the file is not an XLSX workbook (not a zip archive)</source>
        <translation>le fichier n&apos;est pas un classeur XLSX (pas une archive zip)</translation>
    </message>
    <message>
        <source>the XLSX workbook lacks %1 or it cannot be read</source>
        <translation>le classeur XLSX n&apos;a pas %1 ou il ne peut pas être lu</translation>
    </message>
    <message>
        <source>the XLSX part %1 is larger than 256 MiB uncompressed; it is not read</source>
        <translation>la partie XLSX %1 dépasse 256 Mio décompressée ; elle n&apos;est pas lue</translation>
    </message>
    <message>
        <source>the XLSX part %1 is not well-formed XML: %2</source>
        <translation>la partie XLSX %1 n&apos;est pas du XML bien formé : %2</translation>
    </message>
</context>
<context>
    <name>EditConflictDialog</name>
    <message>
        <source>the shipped value (no edit)</source>
        <translation>la valeur livrée (aucune modification)</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>une heure inconnue</translation>
    </message>
    <message>
        <source>Edit Conflict</source>
        <translation>Conflit de modification</translation>
    </message>
    <message>
        <source>%1 of %2 was changed by someone else since you read it.</source>
        <translation>%1 de %2 a été modifié par quelqu’un d’autre depuis que vous l’avez lu.</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu’un</translation>
    </message>
    <message>
        <source>%1 set it to %2 at %3 (version %4; you had read version %5).
Your value: %6.</source>
        <translation>%1 l’a mis à %2 le %3 (version %4 ; vous aviez lu la version %5).
Votre valeur : %6.</translation>
    </message>
    <message>
        <source>Their edit was reverted: it now has the shipped value (you had read version %1).
Your value: %2.</source>
        <translation>Sa modification a été annulée : le champ a de nouveau la valeur livrée (vous aviez lu la version %1).
Votre valeur : %2.</translation>
    </message>
    <message>
        <source>Keep Theirs</source>
        <translation>Garder la leur</translation>
    </message>
    <message>
        <source>Drop your edit; their value stays.</source>
        <translation>Abandonner votre modification ; leur valeur reste.</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>Write your value over theirs. The audit history keeps both.</source>
        <translation>Écrire votre valeur à la place de la leur. L’historique garde les deux.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Drop your edit and reload the catalog from the workspace.</source>
        <translation>Abandonner votre modification et relire le catalogue depuis l’espace de travail.</translation>
    </message>
</context>
<context>
    <name>EstimateTableModel</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;GB</translation>
    </message>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1&#xa0;TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1&#xa0;GFLOP</translation>
    </message>
    <message>
        <source>layers split over %1 GPUs</source>
        <translation>couches réparties sur %1 GPU</translation>
    </message>
    <message>
        <source>tensors split over %1 GPUs</source>
        <translation>tenseurs répartis sur %1 GPU</translation>
    </message>
    <message>
        <source>the whole model on one GPU</source>
        <translation>le modèle entier sur un seul GPU</translation>
    </message>
</context>
<context>
    <name>FleetFindingText</name>
    <message>
        <source>PCIe link at Gen%1 x%2, narrower than its maximum Gen%3 x%4</source>
        <translation>lien PCIe en Gen%1 x%2, plus étroit que son maximum Gen%3 x%4</translation>
    </message>
    <message>
        <source>PCIe link at Gen%1 x%2, below its maximum Gen%3 x%4 (check under load: idle links slow down)</source>
        <translation>lien PCIe en Gen%1 x%2, sous son maximum Gen%3 x%4 (à vérifier sous charge : les liens ralentissent au repos)</translation>
    </message>
    <message>
        <source>%1 uncorrectable ECC errors since the driver loaded, %2 over the card&apos;s life</source>
        <translation>%1 erreurs ECC non corrigibles depuis le chargement du pilote, %2 sur la durée de vie de la carte</translation>
    </message>
    <message>
        <source>%1 corrected ECC errors since the driver loaded</source>
        <translation>%1 erreurs ECC corrigées depuis le chargement du pilote</translation>
    </message>
    <message>
        <source>%1 pages retired after double-bit errors (%2 after single-bit errors)</source>
        <translation>%1 pages retirées après des erreurs double bit (%2 après des erreurs simple bit)</translation>
    </message>
    <message>
        <source>a page retirement is pending until the next GPU reset</source>
        <translation>un retrait de page est en attente jusqu&apos;à la prochaine réinitialisation du GPU</translation>
    </message>
    <message>
        <source>row remapping failed: no spare memory rows are left</source>
        <translation>échec du remappage de lignes : il ne reste aucune ligne mémoire de réserve</translation>
    </message>
    <message>
        <source>a row remap is pending until the next GPU reset</source>
        <translation>un remappage de ligne est en attente jusqu&apos;à la prochaine réinitialisation du GPU</translation>
    </message>
    <message>
        <source>%1 memory rows remapped after uncorrectable errors</source>
        <translation>%1 lignes mémoire remappées après des erreurs non corrigibles</translation>
    </message>
    <message>
        <source>clocks were held down when captured (%1)</source>
        <translation>fréquences bridées au moment de la capture (%1)</translation>
    </message>
    <message>
        <source>thermal throttling in %1 of %2 samples under load (%3 %)</source>
        <translation>étranglement thermique dans %1 échantillons sur %2 sous charge (%3 %)</translation>
    </message>
    <message>
        <source>hardware slowdown or power brake in %1 of %2 samples under load (%3 %)</source>
        <translation>ralentissement matériel ou power brake dans %1 échantillons sur %2 sous charge (%3 %)</translation>
    </message>
    <message>
        <source>SM clock fell from %1 MHz in the first loaded minute to %2 MHz afterwards</source>
        <translation>fréquence SM tombée de %1 MHz pendant la première minute sous charge à %2 MHz ensuite</translation>
    </message>
    <message>
        <source>reached %1 °C, at or above its slowdown temperature of %2 °C</source>
        <translation>a atteint %1 °C, au niveau ou au-dessus de sa température de ralentissement de %2 °C</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches no SKU of the catalog</source>
        <translation>« %1 » ne correspond à aucun SKU du catalogue</translation>
    </message>
    <message>
        <source>Xid %1 (hardware fault) seen %2 times %3</source>
        <translation>Xid %1 (panne matérielle) vu %2 fois %3</translation>
    </message>
    <message>
        <source>Xid %1 (memory or error containment) seen %2 times %3</source>
        <translation>Xid %1 (mémoire ou confinement d&apos;erreur) vu %2 fois %3</translation>
    </message>
    <message>
        <source>Xid %1 (usually the application) seen %2 times %3</source>
        <translation>Xid %1 (généralement l&apos;application) vu %2 fois %3</translation>
    </message>
    <message>
        <source>Xid %1 seen %2 times %3</source>
        <translation>Xid %1 vu %2 fois %3</translation>
    </message>
    <message>
        <source>the GPU fell off the bus %1 times %2</source>
        <translation>le GPU a disparu du bus %1 fois %2</translation>
    </message>
    <message>
        <source>%1 fatal PCIe AER errors %2</source>
        <translation>%1 erreurs PCIe AER fatales %2</translation>
    </message>
    <message>
        <source>%1 uncorrected PCIe AER errors %2</source>
        <translation>%1 erreurs PCIe AER non corrigées %2</translation>
    </message>
    <message>
        <source>%1 corrected PCIe AER errors %2</source>
        <translation>%1 erreurs PCIe AER corrigées %2</translation>
    </message>
    <message>
        <source>%1 GPU resets %2</source>
        <translation>%1 réinitialisations du GPU %2</translation>
    </message>
    <message>
        <source>%1 GPU ring or job timeouts %2</source>
        <translation>%1 timeouts GPU (ring ou job) %2</translation>
    </message>
    <message>
        <source>%1 row remapping events %2</source>
        <translation>%1 événements de remappage de lignes %2</translation>
    </message>
    <message>
        <source>%1 mixes SKUs or VRAM sizes: %2 (%3 VRAM sizes)</source>
        <translation>%1 mélange des SKU ou des tailles de VRAM : %2 (%3 tailles de VRAM)</translation>
    </message>
    <message>
        <source>driver %1 differs from %2, the one most %3 GPUs run</source>
        <translation>pilote %1 différent de %2, celui de la majorité des GPU %3</translation>
    </message>
    <message>
        <source>VBIOS %1 differs from %2, the one most %3 GPUs run</source>
        <translation>VBIOS %1 différent de %2, celui de la majorité des GPU %3</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantaine</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejet</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Quarantine the GPU and run diagnostics</source>
        <translation>Mettre le GPU en quarantaine et lancer les diagnostics</translation>
    </message>
    <message>
        <source>Replace the card (RMA)</source>
        <translation>Remplacer la carte (RMA)</translation>
    </message>
    <message>
        <source>Reseat the card, check risers, cables and slot</source>
        <translation>Réinsérer la carte, vérifier les risers, les câbles et le slot</translation>
    </message>
    <message>
        <source>Bring every node of the SKU to one driver and firmware</source>
        <translation>Aligner tous les nœuds du SKU sur un même pilote et firmware</translation>
    </message>
    <message>
        <source>Set a stable power cap or clocks</source>
        <translation>Fixer un plafond de puissance ou des fréquences stables</translation>
    </message>
    <message>
        <source>Check airflow, fans, thermal paste and rack temperature</source>
        <translation>Vérifier le flux d’air, les ventilateurs, la pâte thermique et la température de la baie</translation>
    </message>
    <message>
        <source>Investigate the application, not the hardware</source>
        <translation>Examiner l’application, pas le matériel</translation>
    </message>
    <message>
        <source>Reset the GPU to apply the pending remap</source>
        <translation>Réinitialiser le GPU pour appliquer le remappage en attente</translation>
    </message>
    <message>
        <source>Add or match the SKU in the catalog</source>
        <translation>Ajouter ou rapprocher le SKU dans le catalogue</translation>
    </message>
    <message>
        <source>Keep one SKU and VRAM size per scheduling pool</source>
        <translation>Garder un seul SKU et une seule taille de VRAM par pool</translation>
    </message>
    <message>
        <source>clocks were held down when captured, for a reason the file does not name: run `%1` (clocks_event_reasons.* on newer drivers) to see which</source>
        <translation>les fréquences étaient bridées lors de la capture, pour une raison que le fichier ne donne pas : lancez `%1` (clocks_event_reasons.* sur les pilotes récents) pour la connaître</translation>
    </message>
    <message>
        <source>%1 corrected ECC errors over the card&apos;s life: survivable, but watch the trend across captures</source>
        <translation>%1 erreurs ECC corrigées sur la vie de la carte : supportable, mais suivez la tendance d&apos;une capture à l&apos;autre</translation>
    </message>
    <message>
        <source>Xid %1 seen %2 times within %3 hours %4: it recurs on this GPU, not just in one application</source>
        <translation>Xid %1 vu %2 fois en %3 heures %4 : il revient sur ce GPU, pas seulement dans une application</translation>
    </message>
    <message>
        <source>Xid %1 on %2 GPUs that run driver %3 (%4 nodes): suspect the driver</source>
        <translation>Xid %1 sur %2 GPU du pilote %3 (%4 nœuds) : suspectez le pilote</translation>
    </message>
    <message>
        <source>the CPUs of %1 are %2 % busy on average (%3 % at the busiest interval): the GPU&apos;s input pipeline can starve</source>
        <translation>les CPU de %1 sont occupés à %2 % en moyenne (%3 % au pire intervalle) : le pipeline d&apos;entrée du GPU peut être affamé</translation>
    </message>
    <message>
        <source>%1 loses up to %2 % of its CPU time to its hypervisor (steal)</source>
        <translation>%1 perd jusqu&apos;à %2 % de son temps CPU au profit de son hyperviseur (steal)</translation>
    </message>
    <message>
        <source>the CPUs of %1 wait on I/O %2 % of the time on average (%3 % at most): a disk bottleneck feeding the GPU</source>
        <translation>les CPU de %1 attendent les E/S %2 % du temps en moyenne (%3 % au plus) : un goulot disque alimente le GPU</translation>
    </message>
    <message>
        <source>%2 on %1 is %3 % busy with %4 ms waits: the disk does not keep up</source>
        <translation>%2 sur %1 est occupé à %3 % avec des attentes de %4 ms : le disque ne suit pas</translation>
    </message>
    <message>
        <source>%1 has %2 GiB of memory available out of %3 GiB (%4 %): CPU-side paging can stall the data pipeline</source>
        <translation>%1 a %2 Gio de mémoire disponible sur %3 Gio (%4 %) : la pagination côté CPU peut bloquer le pipeline de données</translation>
    </message>
    <message>
        <source>%1 is swapping (up to %2 pages/s): memory pressure</source>
        <translation>%1 utilise le swap (jusqu&apos;à %2 pages/s) : pression mémoire</translation>
    </message>
    <message>
        <source>%2 on %1: %3 errors and %4 drops since boot</source>
        <translation>%2 sur %1 : %3 erreurs et %4 paquets perdus depuis le démarrage</translation>
    </message>
    <message>
        <source>%2 on %1: %3 packets dropped since boot (watch whether they grow)</source>
        <translation>%2 sur %1 : %3 paquets perdus depuis le démarrage (surveillez s&apos;ils augmentent)</translation>
    </message>
    <message>
        <source>%2 on %1 may run on CPUs %3, not only on the CPUs local to %4 (%5)</source>
        <translation>%2 sur %1 peut tourner sur les CPU %3, pas seulement sur les CPU locaux à %4 (%5)</translation>
    </message>
    <message>
        <source>%2 on %1 may run on CPUs %3, across %4 NUMA nodes</source>
        <translation>%2 sur %1 peut tourner sur les CPU %3, à cheval sur %4 nœuds NUMA</translation>
    </message>
    <message>
        <source>%2 IOMMU enabled on %1, its mode not stated: GPU peer-to-peer and DMA throughput depend on it</source>
        <translation>IOMMU %2 activé sur %1, mode non indiqué : le peer-to-peer GPU et le débit DMA en dépendent</translation>
    </message>
    <message>
        <source>%2 IOMMU of %1 translates DMA (not passthrough): GPU peer-to-peer and DMA throughput can suffer</source>
        <translation>l&apos;IOMMU %2 de %1 traduit le DMA (pas de passthrough) : le peer-to-peer GPU et le débit DMA peuvent en souffrir</translation>
    </message>
    <message>
        <source>power limit lowered to %1 W from %2 W</source>
        <translation>limite de puissance abaissée à %1 W depuis %2 W</translation>
    </message>
    <message>
        <source>%1 mixes GPU vendors, and so drivers: %2</source>
        <translation>%1 mélange des fournisseurs de GPU, donc des pilotes : %2</translation>
    </message>
    <message>
        <source>%1 % utilisation on average with %2 GiB of memory resident: the GPU waits; look at the CPU (mpstat), the disk (iostat), scheduling and a framework fallback</source>
        <translation>%1 % d&apos;utilisation en moyenne avec %2 Gio de mémoire résidente : le GPU attend ; regardez le CPU (mpstat), le disque (iostat), l&apos;ordonnancement et un repli du framework</translation>
    </message>
    <message>
        <source>%1 % utilisation on average with %2 GiB of memory resident, on a node whose CPU is saturated: CPU-bound</source>
        <translation>%1 % d&apos;utilisation en moyenne avec %2 Gio de mémoire résidente, sur un nœud au CPU saturé : lié au CPU</translation>
    </message>
    <message>
        <source>%1 % utilisation on average with %2 GiB of memory resident, on a node waiting on I/O: input-bound</source>
        <translation>%1 % d&apos;utilisation en moyenne avec %2 Gio de mémoire résidente, sur un nœud qui attend les E/S : lié à l&apos;entrée</translation>
    </message>
    <message>
        <source>%1 neither requests nor limits a GPU: it runs on the CPU</source>
        <translation>%1 ne demande ni ne limite aucun GPU : il tourne sur le CPU</translation>
    </message>
    <message>
        <source>%1 cannot be scheduled for lack of GPUs: %2</source>
        <translation>%1 ne peut pas être planifié faute de GPU : %2</translation>
    </message>
    <message>
        <source>%1 cannot be scheduled: %2</source>
        <translation>%1 ne peut pas être planifié : %2</translation>
    </message>
    <message>
        <source>%1 offers %2 allocatable GPUs of the %3 it has</source>
        <translation>%1 offre %2 GPU allouables sur les %3 qu&apos;il possède</translation>
    </message>
    <message>
        <source>More CPUs for the GPU&apos;s pods, fewer loader workers, or preprocessing elsewhere</source>
        <translation>Plus de CPU pour les pods GPU, moins de workers de chargement, ou le prétraitement ailleurs</translation>
    </message>
    <message>
        <source>Cache datasets on local NVMe, shard better, read ahead: not more GPUs</source>
        <translation>Mettez les jeux de données en cache sur NVMe local, shardez mieux, lisez en avance : pas plus de GPU</translation>
    </message>
    <message>
        <source>Pin the process&apos;s CPUs and memory to the GPU&apos;s NUMA node</source>
        <translation>Épinglez les CPU et la mémoire du processus sur le nœud NUMA du GPU</translation>
    </message>
    <message>
        <source>Validate the vendor&apos;s IOMMU mode (often passthrough) and test peer-to-peer</source>
        <translation>Validez le mode IOMMU recommandé par le fournisseur (souvent passthrough) et testez le peer-to-peer</translation>
    </message>
    <message>
        <source>Fix NIC firmware, cabling or switch configuration; isolate the collectives</source>
        <translation>Corrigez le firmware de la NIC, le câblage ou la configuration du switch ; isolez les collectives</translation>
    </message>
    <message>
        <source>Stop memory overcommit on GPU nodes; set pod limits</source>
        <translation>Empêchez la sur-allocation mémoire sur les nœuds GPU ; fixez des limites de pod</translation>
    </message>
    <message>
        <source>Look at CPU, I/O, scheduling and framework fallback before the GPU</source>
        <translation>Regardez CPU, E/S, ordonnancement et repli du framework avant le GPU</translation>
    </message>
    <message>
        <source>Keep the lower cap if the throughput variance falls; measure throughput per watt</source>
        <translation>Gardez le plafond abaissé si la variance du débit diminue ; mesurez le débit par watt</translation>
    </message>
    <message>
        <source>Track the counter across captures; plan the replacement if it grows</source>
        <translation>Suivez le compteur d&apos;une capture à l&apos;autre ; planifiez le remplacement s&apos;il augmente</translation>
    </message>
    <message>
        <source>Roll the driver back or patch it</source>
        <translation>Revenez à la version précédente du pilote ou corrigez-le</translation>
    </message>
    <message>
        <source>Fix the manifest&apos;s GPU requests and limits and the admission controls</source>
        <translation>Corrigez les requests et limits GPU du manifeste et les contrôles d&apos;admission</translation>
    </message>
    <message>
        <source>Relax the constraints, add capacity, or fix taints and tolerations</source>
        <translation>Relâchez les contraintes, ajoutez de la capacité, ou corrigez taints et tolerations</translation>
    </message>
    <message>
        <source>Fix the device plugin or driver; schedule nothing there until then</source>
        <translation>Corrigez le device plugin ou le pilote ; n&apos;y planifiez rien d&apos;ici là</translation>
    </message>
    <message>
        <source>NVSwitch SXid %1, fatal, seen %2 times %3: the fabric needs a reset, take the node out of service</source>
        <translation>SXid NVSwitch %1, fatale, vue %2 fois %3 : la fabrique doit être réinitialisée, sortez le nœud du service</translation>
    </message>
    <message>
        <source>NVSwitch SXid %1, non-fatal, seen %2 times %3: watch whether it recurs</source>
        <translation>SXid NVSwitch %1, non fatale, vue %2 fois %3 : surveillez si elle se répète</translation>
    </message>
    <message>
        <source>%1 grew from %2 to %3 between captures (%4 read %2): the errors keep coming, plan the replacement</source>
        <translation>%1 est passé de %2 à %3 entre deux captures (%4 lisait %2) : les erreurs continuent, planifiez le remplacement</translation>
    </message>
    <message>
        <source>%1 runs kernel %2, older than %3 supports (%4 or newer, per %5)</source>
        <translation>%1 exécute le noyau %2, plus ancien que ce que %3 prend en charge (%4 ou plus récent, d&apos;après %5)</translation>
    </message>
    <message>
        <source>%1 runs driver %3 on kernel %2: that driver was reported to fail on kernel %4 and later (%5)</source>
        <translation>%1 exécute le pilote %3 sur le noyau %2 : ce pilote a été signalé en échec sur le noyau %4 et suivants (%5)</translation>
    </message>
    <message>
        <source>%1 runs kernel %2, which is not among the kernels %3 was validated on (%4; per %5)</source>
        <translation>%1 exécute le noyau %2, qui ne fait pas partie des noyaux sur lesquels %3 a été validé (%4 ; d&apos;après %5)</translation>
    </message>
    <message>
        <source>Run a kernel the driver release supports, or a driver release that supports this kernel</source>
        <translation>Utilisez un noyau que la version du pilote prend en charge, ou une version du pilote qui prend en charge ce noyau</translation>
    </message>
    <message>
        <source>dcgmi diag: a hardware test failed (%1), %2 times: take the GPU out of service</source>
        <translation>dcgmi diag : un test matériel a échoué (%1), %2 fois : retirez le GPU du service</translation>
    </message>
    <message>
        <source>dcgmi diag: the node&apos;s software or settings failed a check (%1), %2 times: fix them, then run the diagnostic again before judging the GPU</source>
        <translation>dcgmi diag : le logiciel ou les réglages du nœud ont échoué à une vérification (%1), %2 fois : corrigez-les, puis relancez le diagnostic avant de juger le GPU</translation>
    </message>
    <message>
        <source>dcgmi diag: DCGM failed inside the test (%1), %2 times: the test did not run; check the DCGM version and logs, then run it again</source>
        <translation>dcgmi diag : DCGM a échoué pendant le test (%1), %2 fois : le test n&apos;a pas tourné ; vérifiez la version et les journaux de DCGM, puis relancez-le</translation>
    </message>
    <message>
        <source>dcgmi diag: a test passed with a warning (%1), %2 times</source>
        <translation>dcgmi diag : un test a réussi avec un avertissement (%1), %2 fois</translation>
    </message>
    <message>
        <source>an error counter grew while its telemetry was pulled (%2 times): %1; plan the replacement</source>
        <translation>un compteur d&apos;erreurs a augmenté pendant la période tirée (%2 fois) : %1 ; planifiez le remplacement</translation>
    </message>
    <message>
        <source>the GPU stopped reporting (%2 times): %1; check that it is still on the bus (lspci, dmesg)</source>
        <translation>le GPU ne remonte plus de mesures (%2 fois) : %1 ; vérifiez qu&apos;il est toujours sur le bus (lspci, dmesg)</translation>
    </message>
</context>
<context>
    <name>FleetTelemetryReader</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>not a valid connection string</source>
        <translation>pas une chaîne de connexion valide</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CalibrationPinsBox</name>
    <message>
        <source>bandwidth efficiency pinned at %1</source>
        <translation>efficacité de bande passante fixée à %1</translation>
    </message>
    <message>
        <source>compute efficiency pinned at %1</source>
        <translation>efficacité de calcul fixée à %1</translation>
    </message>
    <message>
        <source>step overhead pinned at %1 ms</source>
        <translation>surcoût par étape fixé à %1 ms</translation>
    </message>
    <message>
        <source>tensor-parallel penalty pinned at %1</source>
        <translation>pénalité de parallélisme tensoriel fixée à %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Étalonnage</translation>
    </message>
    <message>
        <source>Decode ba&amp;ndwidth efficiency:</source>
        <translation>Efficacité de &amp;bande passante du décodage :</translation>
    </message>
    <message>
        <source>&amp;Compute efficiency:</source>
        <translation>Efficacité de ca&amp;lcul :</translation>
    </message>
    <message>
        <source>Step overhe&amp;ad:</source>
        <translation>Surcoût par é&amp;tape :</translation>
    </message>
    <message>
        <source>Tensor-parallel penalt&amp;y:</source>
        <translation>Pénalité de parallélisme te&amp;nsoriel :</translation>
    </message>
    <message>
        <source>The fraction of the datasheet memory bandwidth that decode achieves.</source>
        <translation>La fraction de la bande passante mémoire de la fiche technique qu&apos;atteint le décodage.</translation>
    </message>
    <message>
        <source>The fraction of the dense tensor peak that prefill achieves.</source>
        <translation>La fraction du pic tensoriel dense qu&apos;atteint le préremplissage.</translation>
    </message>
    <message>
        <source>The fixed time every decode step costs whatever the model (kernel launches, sampling, scheduling).</source>
        <translation>Le temps fixe que coûte chaque étape de décodage, quel que soit le modèle (lancements de kernels, échantillonnage, ordonnancement).</translation>
    </message>
    <message>
        <source>The loss of per-GPU efficiency with tensor parallelism: times grow by 1 + penalty × log2(TP).</source>
        <translation>La perte d&apos;efficacité par GPU avec le parallélisme tensoriel : les temps sont multipliés par 1 + pénalité × log2(TP).</translation>
    </message>
    <message>
        <source>Unpinned, it is fitted by least squares on the shipped measurements, per GPU class and engine. Pinned, it stays at the value given and the other parameters are fitted around it.</source>
        <translation>Non fixé, il est ajusté par moindres carrés sur les mesures fournies, par classe de GPU et par moteur. Fixé, il garde la valeur donnée et les autres paramètres sont ajustés autour de lui.</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CardStateCommand</name>
    <message>
        <source>Card %1 to %2</source>
        <translation>Passage de la carte %1 à %2</translation>
    </message>
    <message>
        <source>The card %1 was changed by someone else meanwhile; nothing was written. Its state is shown as it is now.</source>
        <translation>La carte %1 a été modifiée entre-temps par quelqu&apos;un d&apos;autre ; rien n&apos;a été écrit. Son état est affiché tel qu&apos;il est maintenant.</translation>
    </message>
    <message>
        <source>The card %1 was changed by someone else since; their change is kept and this one can no longer be undone.</source>
        <translation>La carte %1 a depuis été modifiée par quelqu&apos;un d&apos;autre ; sa modification est conservée et celle-ci ne peut plus être annulée.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CatalogFileActions</name>
    <message>
        <source>&amp;Import Catalog…</source>
        <translation>&amp;Importer un catalogue…</translation>
    </message>
    <message>
        <source>Add or replace SKUs, prices and models from a GpuPlan catalog JSON file</source>
        <translation>Ajouter ou remplacer des SKU, des prix et des modèles à partir d&apos;un fichier JSON de catalogue GpuPlan</translation>
    </message>
    <message>
        <source>&amp;Export Catalog…</source>
        <translation>E&amp;xporter le catalogue…</translation>
    </message>
    <message>
        <source>Write the catalog, with your edits and their provenance, as JSON</source>
        <translation>Enregistrer le catalogue au format JSON, avec vos modifications et leur provenance</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>Importer un catalogue</translation>
    </message>
    <message>
        <source>GpuPlan catalogs (*.json);;All files (*)</source>
        <translation>Catalogues GpuPlan (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Import failed; nothing was changed.</source>
        <translation>Échec de l&apos;importation ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l&apos;importation</translation>
    </message>
    <message>
        <source>%1 is not a valid catalog. Nothing was imported.</source>
        <translation>%1 n&apos;est pas un catalogue valide. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Imported %1 SKUs, %2 prices and %3 models.</source>
        <translation>%1 SKU, %2 prix et %3 modèles importés.</translation>
    </message>
    <message>
        <source>Export Catalog</source>
        <translation>Exporter le catalogue</translation>
    </message>
    <message>
        <source>GpuPlan catalogs (*.json)</source>
        <translation>Catalogues GpuPlan (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Exported the catalog to %1</source>
        <translation>Catalogue exporté vers %1</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CatalogPage</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <source>Edit not saved: %1</source>
        <translation>Modification non enregistrée : %1</translation>
    </message>
    <message>
        <source>Revert %1 of %2 to the shipped value</source>
        <translation>Rétablir la valeur livrée de %1 pour %2</translation>
    </message>
    <message>
        <source>Revert failed: %1</source>
        <translation>Échec du rétablissement : %1</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation>%1 GPU sur %2</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Model architectures</source>
        <translation>Architectures de &amp;modèles</translation>
    </message>
    <message>
        <source>Search name, family, memory type… (Ctrl+F)</source>
        <translation>Rechercher un nom, une famille, un type de mémoire… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>Rechercher des modèles…</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>All segments</source>
        <translation>Tous les segments</translation>
    </message>
    <message>
        <source>Any memory</source>
        <translation>Toute mémoire</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Show only one vendor&apos;s GPUs</source>
        <translation>N&apos;afficher que les GPU d&apos;un seul fabricant</translation>
    </message>
    <message>
        <source>Datacenter, workstation or consumer cards</source>
        <translation>Cartes pour centre de données, station de travail ou grand public</translation>
    </message>
    <message>
        <source>Hide GPUs with less memory (GiB = 2^30 bytes)</source>
        <translation>Masquer les GPU ayant moins de mémoire (GiB = 2^30 octets)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ChartImageExport</name>
    <message>
        <source>There is no chart to write to %1.</source>
        <translation>Aucun graphique à écrire dans %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG encoder failed.</source>
        <translation>Impossible d&apos;écrire %1 : l&apos;encodeur PNG a échoué.</translation>
    </message>
    <message>
        <source>Chart exported by GpuPlan</source>
        <translation>Graphique exporté par GpuPlan</translation>
    </message>
    <message>
        <source>Cannot write %1: the SVG generator could not start.</source>
        <translation>Impossible d&apos;écrire %1 : le générateur SVG n&apos;a pas pu démarrer.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ChartStyle</name>
    <message>
        <source>batch %1</source>
        <translation>lot de %1</translation>
    </message>
    <message>
        <source>largest batch that fits</source>
        <translation>plus grand lot qui tient en mémoire</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU per replica</source>
        <translation>
            <numerusform>%n GPU par réplique</numerusform>
            <numerusform>%n GPU par réplique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs per replica</source>
        <translation>
            <numerusform>%n GPU par réplique</numerusform>
            <numerusform>%n GPU par réplique</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 + %3 tokens, %4, %5, %6</source>
        <comment>weights, prompt, output, batch, GPUs, engine</comment>
        <translation>%1, %2 + %3 jetons, %4, %5, %6</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ChartsPanel</name>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>Which models fit</source>
        <translation>Modèles qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Per cost and per watt</source>
        <translation>Par coût et par watt</translation>
    </message>
    <message>
        <source>Own vs rent</source>
        <translation>Achat ou location</translation>
    </message>
    <message>
        <source>Choose a model and a workload to see the charts.</source>
        <translation>Choisissez un modèle et une charge de travail pour afficher les graphiques.</translation>
    </message>
    <message>
        <source>No SKU has both a purchase and a rental price.</source>
        <translation>Aucun SKU n&apos;a à la fois un prix d&apos;achat et un prix de location.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 busy %2 % of the time, bought at %3 or rented at %4 per hour (%5)</source>
        <translation>%1, occupation %2 % du temps, achat à %3 ou location à %4 de l&apos;heure (%5)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ColumnChooser</name>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Choose which columns the table shows</source>
        <translation>Choisir les colonnes affichées dans le tableau</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CsvMappingDialog</name>
    <message>
        <source>(ignore)</source>
        <translation>(ignorer)</translation>
    </message>
    <message>
        <source>Node (host name)</source>
        <translation>Nœud (nom d&apos;hôte)</translation>
    </message>
    <message>
        <source>GPU index</source>
        <translation>Index du GPU</translation>
    </message>
    <message>
        <source>GPU UUID</source>
        <translation>UUID du GPU</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>PCI bus ID</source>
        <translation>ID de bus PCI</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>Nom du GPU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Horodatage</translation>
    </message>
    <message>
        <source>SM clock (MHz)</source>
        <translation>Fréquence SM (MHz)</translation>
    </message>
    <message>
        <source>Memory clock (MHz)</source>
        <translation>Fréquence mémoire (MHz)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Puissance (W)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Température (°C)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Utilisation (%)</translation>
    </message>
    <message>
        <source>Memory used (MiB)</source>
        <translation>Mémoire utilisée (MiB)</translation>
    </message>
    <message>
        <source>Decimal &amp;comma (69,5 is 69.5)</source>
        <translation>&amp;Virgule décimale (69,5 vaut 69.5)</translation>
    </message>
    <message>
        <source>Map the columns of %1</source>
        <translation>Associer les colonnes de %1</translation>
    </message>
    <message>
        <source>No importer recognises %1. Say what each column holds; the file is then imported as telemetry with this mapping. Save it as a preset for the next file from the same tool.</source>
        <translation>Aucun importateur ne reconnaît %1. Indiquez le contenu de chaque colonne ; le fichier est alors importé comme télémétrie avec cette correspondance. Enregistrez-la comme préréglage pour le prochain fichier du même outil.</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Virgule ( , )</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Point-virgule ( ; )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulation</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>Première valeur</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <source>Each value is multiplied by this into the target unit: 0.001 for mW to W or kHz to MHz</source>
        <translation>Chaque valeur est multipliée par ce facteur pour obtenir l&apos;unité cible : 0,001 pour passer de mW à W ou de kHz à MHz</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Charger</translation>
    </message>
    <message>
        <source>&amp;Save as Preset…</source>
        <translation>&amp;Enregistrer comme préréglage…</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Séparateur :</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage :</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Cannot save the preset: %1</source>
        <translation>Impossible d&apos;enregistrer le préréglage : %1</translation>
    </message>
    <message>
        <source>Saved the preset %1.</source>
        <translation>Préréglage %1 enregistré.</translation>
    </message>
    <message>
        <source>Cannot read the preset %1: %2</source>
        <translation>Impossible de lire le préréglage %1 : %2</translation>
    </message>
    <message>
        <source>Loaded the preset %1.</source>
        <translation>Préréglage %1 chargé.</translation>
    </message>
    <message>
        <source>Save Preset</source>
        <translation>Enregistrer le préréglage</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Nom du préréglage :</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionAhpModel</name>
    <message>
        <source>A criterion is as important as itself</source>
        <translation>Un critère est aussi important que lui-même</translation>
    </message>
    <message>
        <source>%1 is %2 times as important as %3%4</source>
        <translation>%1 est %2 fois plus important que %3%4</translation>
    </message>
    <message>
        <source> (1 equal, 3 moderately, 5 strongly, 7 very strongly, 9 extremely more important)</source>
        <translation> (1 égal, 3 modérément, 5 fortement, 7 très fortement, 9 extrêmement plus important)</translation>
    </message>
    <message>
        <source> (the reciprocal of the judgement above the diagonal)</source>
        <translation> (l&apos;inverse du jugement au-dessus de la diagonale)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionChartsPanel</name>
    <message>
        <source>Press Rank to run the sensitivity analysis and the Monte Carlo.</source>
        <translation>Appuyez sur Classer pour lancer l&apos;analyse de sensibilité et le Monte Carlo.</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>Tornade</translation>
    </message>
    <message>
        <source>Fleet size</source>
        <translation>Taille du parc</translation>
    </message>
    <message>
        <source>Lock-in</source>
        <translation>Dépendance fournisseur</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Rank probability</source>
        <translation>Probabilité de rang</translation>
    </message>
    <message>
        <source>Criterion on the horizontal axis</source>
        <translation>Critère sur l&apos;axe horizontal</translation>
    </message>
    <message>
        <source>Criterion on the vertical axis</source>
        <translation>Critère sur l&apos;axe vertical</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Exporter le graphique en SVG</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Exporter le graphique en PNG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Wrote the chart to %1</source>
        <translation>Graphique écrit dans %1</translation>
    </message>
    <message>
        <source>No scenario is open.</source>
        <translation>Aucun scénario n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Write the chart shown as a PNG image or an SVG drawing (also on the chart&apos;s context menu)</source>
        <translation>Écrire le graphique affiché en image PNG ou en dessin SVG (également dans le menu contextuel du graphique)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Write this chart as a PNG image at twice the screen resolution</source>
        <translation>Écrire ce graphique en image PNG à deux fois la résolution de l&apos;écran</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Exporter en SVG…</translation>
    </message>
    <message>
        <source>Write this chart as an SVG vector drawing</source>
        <translation>Écrire ce graphique en dessin vectoriel SVG</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionCriteriaModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Direct weight, any scale: the methods divide the weights by their sum</source>
        <translation>Poids direct, sur n&apos;importe quelle échelle : les méthodes divisent les poids par leur somme</translation>
    </message>
    <message>
        <source>Weight / sum of the weights (%1)</source>
        <translation>Poids / somme des poids (%1)</translation>
    </message>
    <message>
        <source>The principal eigenvector of the pairwise comparison matrix, summing to 1; used when the method is AHP</source>
        <translation>Le vecteur propre principal de la matrice de comparaison par paires, de somme 1 ; utilisé quand la méthode est AHP</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Sense</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>AHP weight</source>
        <translation>Poids AHP</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionFleetChartBuilder</name>
    <message>
        <source>Fleet size against the peak request rate</source>
        <translation>Taille du parc en fonction du débit de requêtes de pointe</translation>
    </message>
    <message>
        <source>TTFT p%1 ≤ %2 s, TPOT ≤ %3 s, utilisation ≤ %4 %; dashed: the SLO (queue) bound alone</source>
        <translation>TTFT p%1 ≤ %2 s, TPOT ≤ %3 s, utilisation ≤ %4 % ; en pointillés : la borne SLO (file d&apos;attente) seule</translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation>Requêtes par seconde en pointe</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: SLO bound</source>
        <translation>%1 : borne SLO</translation>
    </message>
    <message>
        <source>No option meets the SLO: there is no fleet to draw.</source>
        <translation>Aucune option ne respecte le SLO : aucun parc à tracer.</translation>
    </message>
    <message>
        <source>Scenario peak (%1 req/s)</source>
        <translation>Pointe du scénario (%1 req/s)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionLockInChartBuilder</name>
    <message>
        <source>Lock-in risk by factor</source>
        <translation>Risque de dépendance fournisseur par facteur</translation>
    </message>
    <message>
        <source>No option has a lock-in score.</source>
        <translation>Aucune option n&apos;a de score de dépendance fournisseur.</translation>
    </message>
    <message>
        <source>Risk of each factor, 0 (none) to 1 (full); the score is their weighted mean × 100</source>
        <translation>Risque de chaque facteur, de 0 (nul) à 1 (total) ; le score est leur moyenne pondérée × 100</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1, %2: does not apply</source>
        <translation>%1, %2 : ne s&apos;applique pas</translation>
    </message>
    <message>
        <source>%1, %2: input %3, risk %4, %5 points of the score</source>
        <translation>%1, %2 : entrée %3, risque %4, %5 points du score</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionLockInModel</name>
    <message>
        <source>%1
Id %2</source>
        <translation>%1
ID %2</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 ans</translation>
    </message>
    <message>
        <source>%1 weeks</source>
        <translation>%1 semaines</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>s.o.</translation>
    </message>
    <message>
        <source>Set by this option; clear the cell to use the vendor&apos;s default</source>
        <translation>Défini par cette option ; videz la cellule pour utiliser la valeur par défaut du fabricant</translation>
    </message>
    <message>
        <source>Not applicable to a cloud option: the provider retires the hardware</source>
        <translation>Sans objet pour une option cloud : le fournisseur met lui-même le matériel hors service</translation>
    </message>
    <message>
        <source>The default of %1 (data/lockin_defaults.json, with its sources); type a value to override it</source>
        <translation>Valeur par défaut pour %1 (data/lockin_defaults.json, avec ses sources) ; saisissez une valeur pour la remplacer</translation>
    </message>
    <message>
        <source>the vendor</source>
        <translation>le fabricant</translation>
    </message>
    <message>
        <source>How well your frameworks support the option&apos;s vendor, in % (100: upstream, first-class)</source>
        <translation>Qualité de la prise en charge du fabricant de l&apos;option par vos frameworks, en % (100 : pris en charge en amont, de premier ordre)</translation>
    </message>
    <message>
        <source>Share, in %, of the kernels you need (quantisation, attention) that the alternative vendors have</source>
        <translation>Part, en %, des kernels dont vous avez besoin (quantification, attention) que proposent les fabricants alternatifs</translation>
    </message>
    <message>
        <source>Years of driver and OS support the vendor gives, against the planned life</source>
        <translation>Années de prise en charge des pilotes et du système d&apos;exploitation assurées par le fabricant, comparées à la durée de vie prévue</translation>
    </message>
    <message>
        <source>Delivery lead time of the option, in weeks</source>
        <translation>Délai de livraison de l&apos;option, en semaines</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Framework support</source>
        <translation>Prise en charge des frameworks</translation>
    </message>
    <message>
        <source>Kernel coverage</source>
        <translation>Couverture des kernels</translation>
    </message>
    <message>
        <source>Support window</source>
        <translation>Période de prise en charge</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Délai de livraison</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionOptionModel</name>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 par heure-GPU</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>%1 par GPU</translation>
    </message>
    <message>
        <source>Set by this option</source>
        <translation>Défini par cette option</translation>
    </message>
    <message>
        <source>The workload&apos;s GPUs per replica</source>
        <translation>Les GPU par réplique de la charge de travail</translation>
    </message>
    <message>
        <source>Explicit price of the scenario: %1</source>
        <translation>Prix explicite du scénario : %1</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>aucune source indiquée</translation>
    </message>
    <message>
        <source>Catalog price %1 (%2, %3): %4</source>
        <translation>Prix du catalogue %1 (%2, %3) : %4</translation>
    </message>
    <message>
        <source>No price resolved</source>
        <translation>Aucun prix trouvé</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Purchase mode</source>
        <translation>Mode d&apos;achat</translation>
    </message>
    <message>
        <source>GPUs / replica</source>
        <translation>GPU / réplique</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
Id %2; double-click to rename</source>
        <translation>%1
ID %2 ; double-cliquez pour renommer</translation>
    </message>
    <message>
        <source>Catalog SKU %1; double-click to choose another</source>
        <translation>SKU du catalogue %1 ; double-cliquez pour en choisir un autre</translation>
    </message>
    <message>
        <source>Rented by the GPU-hour; the provider replaces failed instances (no spares)</source>
        <translation>Loué à l&apos;heure-GPU ; le fournisseur remplace les instances en panne (pas d&apos;unités de réserve)</translation>
    </message>
    <message>
        <source>Bought; the fleet carries N+k spares for failures</source>
        <translation>Acheté ; le parc comporte N+k unités de réserve pour les pannes</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionPage</name>
    <message>
        <source>Weight of %1</source>
        <translation>Poids de %1</translation>
    </message>
    <message>
        <source>Pairwise comparison</source>
        <translation>Comparaison par paires</translation>
    </message>
    <message>
        <source>your edit</source>
        <translation>votre modification</translation>
    </message>
    <message>
        <source>Ranking method</source>
        <translation>Méthode de classement</translation>
    </message>
    <message>
        <source> (shipped demo)</source>
        <translation> (démo livrée)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Critères</translation>
    </message>
    <message>
        <source>AHP</source>
        <translation>AHP</translation>
    </message>
    <message>
        <source>Pairwise comparison of the criteria: edit the cells above the diagonal</source>
        <translation>Comparaison par paires des critères : modifiez les cellules au-dessus de la diagonale</translation>
    </message>
    <message>
        <source>Ranking &amp;method:</source>
        <translation>&amp;Méthode de classement :</translation>
    </message>
    <message>
        <source>Weighted sum (direct weights)</source>
        <translation>Somme pondérée (poids directs)</translation>
    </message>
    <message>
        <source>AHP (weights from the pairwise matrix)</source>
        <translation>AHP (poids issus de la matrice par paires)</translation>
    </message>
    <message>
        <source>TOPSIS (direct weights)</source>
        <translation>TOPSIS (poids directs)</translation>
    </message>
    <message>
        <source>&amp;Rank</source>
        <translation>&amp;Classer</translation>
    </message>
    <message>
        <source>Sensitivity (critical weights, tornado, switching values) and the Monte Carlo of the uncertain inputs, in the background</source>
        <translation>Sensibilité (poids critiques, tornade, valeurs de basculement) et Monte Carlo des entrées incertaines, en arrière-plan</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Open &amp;Scenario…</source>
        <translation>Ouvrir un &amp;scénario…</translation>
    </message>
    <message>
        <source>Open a decision scenario (JSON) on the Decision page</source>
        <translation>Ouvrir un scénario de décision (JSON) dans la page Décision</translation>
    </message>
    <message>
        <source>Open Recent S&amp;cenario</source>
        <translation>Ouvrir un scénario ré&amp;cent</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>&amp;Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>Enregistrer le scénario so&amp;us…</translation>
    </message>
    <message>
        <source>The shipped demo scenario cannot be read: %1</source>
        <translation>Le scénario de démonstration livré ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>Cannot read the scenario %1: %2</source>
        <translation>Impossible de lire le scénario %1 : %2</translation>
    </message>
    <message>
        <source>%1 was not opened; the current scenario is kept.
%2</source>
        <translation>%1 n&apos;a pas été ouvert ; le scénario actuel est conservé.
%2</translation>
    </message>
    <message>
        <source>%1 was written by an older GpuPlan; it will be saved in the current format.</source>
        <translation>%1 a été écrit par une version antérieure de GpuPlan ; il sera enregistré au format actuel.</translation>
    </message>
    <message>
        <source>Opened the scenario %1</source>
        <translation>Scénario %1 ouvert</translation>
    </message>
    <message>
        <source>Cannot save the scenario to %1: %2</source>
        <translation>Impossible d&apos;enregistrer le scénario dans %1 : %2</translation>
    </message>
    <message>
        <source>Saved the scenario to %1</source>
        <translation>Scénario enregistré dans %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <source>The scenario does not resolve against this workspace&apos;s catalog:
%1</source>
        <translation>Le scénario ne correspond pas au catalogue de cet espace de travail :
%1</translation>
    </message>
    <message>
        <source>Scores follow every edit; Rank adds the sensitivity and the Monte Carlo.</source>
        <translation>Les scores suivent chaque modification ; Classer ajoute la sensibilité et le Monte Carlo.</translation>
    </message>
    <message>
        <source>λmax %1, consistency index %2, consistency ratio %3</source>
        <translation>λmax %1, indice de cohérence %2, ratio de cohérence %3</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <source>Ranking: sensitivity and %1 Monte Carlo samples…</source>
        <translation>Classement : sensibilité et %1 tirages Monte Carlo…</translation>
    </message>
    <message>
        <source>Ranking cancelled.</source>
        <translation>Classement annulé.</translation>
    </message>
    <message>
        <source>Top option: %1</source>
        <translation>Meilleure option : %1</translation>
    </message>
    <message>
        <source>No option passes the gates.</source>
        <translation>Aucune option ne satisfait aux critères éliminatoires.</translation>
    </message>
    <message>
        <source>Lock-in of %1</source>
        <translation>Dépendance fournisseur de %1</translation>
    </message>
    <message>
        <source>Scenario: %1%2%3</source>
        <translation>Scénario : %1%2%3</translation>
    </message>
    <message>
        <source> (modified)</source>
        <translation> (modifié)</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved</source>
        <translation>Le scénario comporte des modifications non enregistrées</translation>
    </message>
    <message>
        <source>The options compared: double-click a cell to change its label, SKU, purchase mode, GPUs per replica or price</source>
        <translation>Les options comparées : double-cliquez sur une cellule pour modifier son libellé, son SKU, son mode d&apos;achat, le nombre de GPU par réplique ou son prix</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>The workload, traffic and SLO, budget, reliability, lock-in and Monte Carlo settings of the scenario</source>
        <translation>Les paramètres du scénario : charge de travail, trafic et SLO, budget, fiabilité, dépendance fournisseur et Monte Carlo</translation>
    </message>
    <message>
        <source>Lock-in</source>
        <translation>Dépendance fournisseur</translation>
    </message>
    <message>
        <source>Per-option overrides of the vendor&apos;s lock-in defaults</source>
        <translation>Valeurs propres à chaque option qui remplacent les valeurs de dépendance fournisseur par défaut du fabricant</translation>
    </message>
    <message>
        <source>&amp;Add Option</source>
        <translation>&amp;Ajouter une option</translation>
    </message>
    <message>
        <source>Add an option like the selected one, bought new (Insert)</source>
        <translation>Ajouter une option semblable à celle sélectionnée, achetée neuve (Insert)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected options (Delete)</source>
        <translation>Supprimer les options sélectionnées (Delete)</translation>
    </message>
    <message>
        <source>Add Option</source>
        <translation>Ajouter une option</translation>
    </message>
    <message>
        <source>Remove Options</source>
        <translation>Supprimer des options</translation>
    </message>
    <message>
        <source>Rename option %1</source>
        <translation>Renommer l&apos;option %1</translation>
    </message>
    <message>
        <source>SKU of option %1</source>
        <translation>SKU de l&apos;option %1</translation>
    </message>
    <message>
        <source>Purchase mode of option %1</source>
        <translation>Mode d&apos;achat de l&apos;option %1</translation>
    </message>
    <message>
        <source>GPUs per replica of option %1</source>
        <translation>GPU par réplique de l&apos;option %1</translation>
    </message>
    <message>
        <source>Price of option %1</source>
        <translation>Prix de l&apos;option %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>Ajouter l&apos;option %1</translation>
    </message>
    <message>
        <source>Remove option %1</source>
        <translation>Supprimer l&apos;option %1</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n options</source>
        <translation>
            <numerusform>Supprimer %n option</numerusform>
            <numerusform>Supprimer %n options</numerusform>
        </translation>
    </message>
    <message>
        <source>Option %1: the catalog has no USD price of %2 for the purchase mode “%3”; type a price in the Price column or choose another mode.</source>
        <translation>Option %1 : le catalogue n&apos;a pas de prix en USD pour %2 dans le mode d&apos;achat « %3 » ; saisissez un prix dans la colonne Prix ou choisissez un autre mode.</translation>
    </message>
    <message>
        <source>Warning: %1.</source>
        <translation>Attention : %1.</translation>
    </message>
    <message>
        <source>Fitting the estimates to the catalog&apos;s measurements…</source>
        <translation>Ajustement des estimations aux mesures du catalogue…</translation>
    </message>
    <message>
        <source>GpuPlan scenarios (*.gpuplan-scenario.json *.json);;All files (*)</source>
        <translation>Scénarios GpuPlan (*.gpuplan-scenario.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>GpuPlan scenarios (*.gpuplan-scenario.json *.json)</source>
        <translation>Scénarios GpuPlan (*.gpuplan-scenario.json *.json)</translation>
    </message>
    <message>
        <source>The workspace holds no version %1 of the scenario &quot;%2&quot;.</source>
        <translation>L’espace de travail ne contient pas de version %1 du scénario « %2 ».</translation>
    </message>
    <message>
        <source>The workspace holds no scenario named &quot;%1&quot;.</source>
        <translation>L’espace de travail ne contient aucun scénario nommé « %1 ».</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (version %2)</translation>
    </message>
    <message>
        <source>This is version %1 of &quot;%2&quot;; the newest is %3. Saving it makes it version %4.</source>
        <translation>Ceci est la version %1 de « %2 » ; la plus récente est la %3. L’enregistrer en fait la version %4.</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot;, version %2, saved by %3</source>
        <translation>« %1 » ouvert, version %2, enregistrée par %3</translation>
    </message>
    <message>
        <source>Cannot save the scenario into the workspace: %1.</source>
        <translation>Impossible d’enregistrer le scénario dans l’espace de travail : %1.</translation>
    </message>
    <message>
        <source>Save Scenario to Workspace</source>
        <translation>Enregistrer le scénario dans l’espace de travail</translation>
    </message>
    <message>
        <source>The workspace already holds a scenario named &quot;%1&quot; (version %2, saved by %3). Save yours as its next version?</source>
        <translation>L’espace de travail contient déjà un scénario nommé « %1 » (version %2, enregistrée par %3). Enregistrer le vôtre comme sa version suivante ?</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; into the workspace as version %2</source>
        <translation>« %1 » enregistré dans l’espace de travail en version %2</translation>
    </message>
    <message>
        <source>Cannot save the scenario into the workspace: %1</source>
        <translation>Impossible d’enregistrer le scénario dans l’espace de travail : %1</translation>
    </message>
    <message>
        <source>Not saved: &quot;%1&quot; has a newer version in the workspace</source>
        <translation>Non enregistré : « %1 » a une version plus récente dans l’espace de travail</translation>
    </message>
    <message>
        <source>Someone removed &quot;%1&quot; from the workspace. Your scenario stays open; saving it will ask whether to save it again.</source>
        <translation>Quelqu’un a supprimé « %1 » de l’espace de travail. Votre scénario reste ouvert ; l’enregistrer demandera s’il faut l’enregistrer de nouveau.</translation>
    </message>
    <message>
        <source>%1 saved version %2 of &quot;%3&quot;: reloaded</source>
        <translation>%1 a enregistré la version %2 de « %3 » : rechargé</translation>
    </message>
    <message>
        <source>%1 saved version %2 of &quot;%3&quot;. Your changes are kept; saving will show what differs and ask whether to keep theirs or yours.</source>
        <translation>%1 a enregistré la version %2 de « %3 ». Vos modifications sont conservées ; l’enregistrement montrera les différences et demandera laquelle garder, la leur ou la vôtre.</translation>
    </message>
    <message>
        <source>Name in the workspace (your team sees it under this name):</source>
        <translation>Nom dans l’espace de travail (votre équipe le voit sous ce nom) :</translation>
    </message>
    <message>
        <source> — &quot;%1&quot; in the workspace, version %2</source>
        <translation> — « %1 » dans l’espace de travail, version %2</translation>
    </message>
    <message>
        <source>Open Scenario from &amp;Workspace…</source>
        <translation>Ouvrir un scénario de l’&amp;espace de travail…</translation>
    </message>
    <message>
        <source>Open a scenario saved in the workspace, or one of its older versions</source>
        <translation>Ouvrir un scénario enregistré dans l’espace de travail, ou l’une de ses versions antérieures</translation>
    </message>
    <message>
        <source>Save Scenario to Wor&amp;kspace…</source>
        <translation>Enregistrer le scénario dans l’espace de &amp;travail…</translation>
    </message>
    <message>
        <source>Save the scenario into the workspace, where the team sees it, as a new version</source>
        <translation>Enregistrer le scénario dans l’espace de travail, où l’équipe le voit, comme nouvelle version</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionParetoChartBuilder</name>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Pareto set of two criteria</source>
        <translation>Ensemble de Pareto sur deux critères</translation>
    </message>
    <message>
        <source>Choose two criteria.</source>
        <translation>Choisissez deux critères.</translation>
    </message>
    <message>
        <source>Pareto set: %1 against %2</source>
        <translation>Ensemble de Pareto : %1 en fonction de %2</translation>
    </message>
    <message>
        <source>Highlighted: no other option that passes the gates is at least as good on both and better on one</source>
        <translation>En surbrillance : aucune autre option satisfaisant aux critères éliminatoires n&apos;est au moins aussi bonne sur les deux critères et meilleure sur l&apos;un d&apos;eux</translation>
    </message>
    <message>
        <source>Pareto set</source>
        <translation>Ensemble de Pareto</translation>
    </message>
    <message>
        <source>Dominated</source>
        <translation>Dominées</translation>
    </message>
    <message>
        <source>Fails a gate</source>
        <translation>Éliminées par un critère éliminatoire</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionProbabilityChartBuilder</name>
    <message>
        <source>Probability of ranking first</source>
        <translation>Probabilité d&apos;être classée première</translation>
    </message>
    <message>
        <source>Press Rank to run the Monte Carlo.</source>
        <translation>Appuyez sur Classer pour lancer le Monte Carlo.</translation>
    </message>
    <message>
        <source>%1 Monte Carlo samples of the uncertain inputs, drawn at once</source>
        <translation>%1 tirages Monte Carlo des entrées incertaines, tirées simultanément</translation>
    </message>
    <message>
        <source>P(first)</source>
        <translation>P(1er)</translation>
    </message>
    <message>
        <source>Share of the samples in which the option ranks first (%)</source>
        <translation>Part des tirages où l&apos;option est classée première (%)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionResultModel</name>
    <message>
        <source>not run</source>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3, %n GPU(s) per replica</source>
        <translation>
            <numerusform>%1 : %2, %3, %n GPU par réplique</numerusform>
            <numerusform>%1 : %2, %3, %n GPU par réplique</numerusform>
        </translation>
    </message>
    <message>
        <source>Hard requirements, checked before any ranking: the model fits the replica (%1), the time per output token and the time to first token meet the SLO (%2), the cost stays within the budget (%3)</source>
        <translation>Exigences strictes, vérifiées avant tout classement : le modèle tient dans la réplique (%1), le temps par jeton de sortie et le délai du premier jeton respectent le SLO (%2), le coût reste dans le budget (%3)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Serving replicas = max(throughput bound %1, queue bound %2).
Throughput bound: ceil(peak rate / (max utilisation × %3 req/s per replica)).
Queue bound: Erlang C with the Allen-Cunneen correction, %4 batch slots so that the wait percentile fits the %5 s budget.</source>
        <translation>Répliques en service = max(borne de débit %1, borne de file %2).
Borne de débit : ceil(débit de pointe / (utilisation max. × %3 req/s par réplique)).
Borne de file : Erlang C avec la correction d&apos;Allen-Cunneen, %4 emplacements de lot pour que le percentile d&apos;attente tienne dans le budget de %5 s.</translation>
    </message>
    <message>
        <source>(serving %1 + spare %2 replicas) × %3 GPUs per replica = %4 GPUs, raised to the minimum order: %5</source>
        <translation>(%1 répliques en service + %2 de réserve) × %3 GPU par réplique = %4 GPU, portés à la commande minimale : %5</translation>
    </message>
    <message>
        <source>%1 servers of %2 W nameplate; %3 per rack (limited by %4) → %5 racks; facility power %6 kW</source>
        <translation>%1 serveurs de %2 W nominaux ; %3 par baie (limité par %4) → %5 baies ; puissance du site %6 kW</translation>
    </message>
    <message>
        <source>power</source>
        <translation>la puissance</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>les unités de baie</translation>
    </message>
    <message>
        <source>(annual capex + annual opex + power at %1 % average utilisation) / 12 for every GPU, spares idle; capex %2</source>
        <translation>(capex annuel + opex annuel + énergie à %1 % d&apos;utilisation moyenne) / 12 pour chaque GPU, réserves au repos ; capex %2</translation>
    </message>
    <message>
        <source>Serving GPUs × %1 per GPU-hour × hours in a month (the provider replaces failed instances)</source>
        <translation>GPU en service × %1 par heure-GPU × heures dans un mois (le fournisseur remplace les instances en panne)</translation>
    </message>
    <message>
        <source>Monthly cost %1 / output tokens per month at the average load (%2 tokens/s) × 10⁶</source>
        <translation>Coût mensuel %1 / jetons de sortie par mois à la charge moyenne (%2 jetons/s) × 10⁶</translation>
    </message>
    <message>
        <source>100 × Σ wᵢ rᵢ / Σ wᵢ over the applicable factors of seven (CUDA-only share, framework support, kernel coverage, support window, supply concentration, second sources, lead time); bands: low below %1, high from %2</source>
        <translation>100 × Σ wᵢ rᵢ / Σ wᵢ sur les facteurs applicables parmi sept (part de code exclusivement CUDA, prise en charge des frameworks, couverture des kernels, période de prise en charge, concentration de l&apos;approvisionnement, secondes sources, délai de livraison) ; niveaux : faible sous %1, élevé à partir de %2</translation>
    </message>
    <message>
        <source>Σ wⱼ nᵢⱼ: each criterion min-max normalised over the options that pass the gates (1 = best), weighted by the normalised weights</source>
        <translation>Σ wⱼ nᵢⱼ : chaque critère normalisé min-max sur les options qui satisfont aux critères éliminatoires (1 = meilleur), pondéré par les poids normalisés</translation>
    </message>
    <message>
        <source>TOPSIS closeness d⁻ / (d⁺ + d⁻): vector-normalised, weighted values against the ideal and the anti-ideal option</source>
        <translation>Proximité TOPSIS d⁻ / (d⁺ + d⁻) : valeurs normalisées vectoriellement et pondérées, comparées à l&apos;option idéale et à l&apos;option anti-idéale</translation>
    </message>
    <message>
        <source>Share of the Monte Carlo samples (all uncertain inputs drawn at once) in which this option ranks first; ties are split</source>
        <translation>Part des tirages Monte Carlo (toutes les entrées incertaines tirées simultanément) où cette option est classée première ; les ex aequo se partagent</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Gates</source>
        <translation>Critères éliminatoires</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>Owned / month</source>
        <translation>Achat / mois</translation>
    </message>
    <message>
        <source>Rented / month</source>
        <translation>Location / mois</translation>
    </message>
    <message>
        <source>$ / M tokens</source>
        <translation>$ / M jetons</translation>
    </message>
    <message>
        <source>Lock-in</source>
        <translation>Dépendance fournisseur</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Somme pondérée</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>TOPSIS</source>
        <translation>TOPSIS</translation>
    </message>
    <message>
        <source>P(first)</source>
        <translation>P(1er)</translation>
    </message>
    <message>
        <source>No spares: the cloud provider replaces a failed instance, and only the serving GPUs are rented</source>
        <translation>Pas d&apos;unités de réserve : le fournisseur cloud remplace une instance en panne, et seuls les GPU en service sont loués</translation>
    </message>
    <message>
        <source>N+k spares: the smallest k with P(more than k replicas down) below 1 − the availability target; replicas down ~ Poisson(%1); P(short) = %2; %3 failures per GPU-year (%4)</source>
        <translation>Réserves N+k : le plus petit k avec P(plus de k répliques en panne) sous 1 − la cible de disponibilité ; répliques en panne ~ Poisson(%1) ; P(manque) = %2 ; %3 pannes par GPU-an (%4)</translation>
    </message>
    <message>
        <source>measured on the cards of %1</source>
        <translation>mesuré sur les cartes de %1</translation>
    </message>
    <message>
        <source>the scenario&apos;s default</source>
        <translation>valeur par défaut du scénario</translation>
    </message>
    <message>
        <source>(annual capex + annual opex + power at %1 % average utilisation) / 12 for every GPU, spares idle, plus %2 a month replacing failed cards bought from %3 (%4 % of them fail intake); capex %5</source>
        <translation>(capex annuel + opex annuel + énergie à %1 % d&apos;utilisation moyenne) / 12 pour chaque GPU, réserves à l&apos;arrêt, plus %2 par mois pour remplacer les cartes en panne achetées chez %3 (%4 % d&apos;entre elles échouent à la réception) ; capex %5</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionScenarioForm</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>The model served, from the catalog</source>
        <translation>Le modèle servi, issu du catalogue</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Po&amp;ids :</translation>
    </message>
    <message>
        <source>Number format of the model&apos;s weights</source>
        <translation>Format numérique des poids du modèle</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Cache &amp;KV :</translation>
    </message>
    <message>
        <source>Number format of the KV cache</source>
        <translation>Format numérique du cache KV</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mot&amp;eur :</translation>
    </message>
    <message>
        <source>The serving engine: its calibration and batching</source>
        <translation>Le moteur d&apos;inférence : son étalonnage et sa constitution des lots</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica:</source>
        <translation>&amp;GPU par réplique :</translation>
    </message>
    <message>
        <source>GPUs that hold one copy of the model (tensor parallel). An option may set its own in the Options table.</source>
        <translation>GPU qui contiennent une copie du modèle (parallélisme de tenseurs). Une option peut définir sa propre valeur dans le tableau Options.</translation>
    </message>
    <message>
        <source>&amp;Prompt tokens (mean):</source>
        <translation>&amp;Jetons du prompt (moyenne) :</translation>
    </message>
    <message>
        <source>Mean prompt length in tokens: the prefill work and the KV cache of a request</source>
        <translation>Longueur moyenne du prompt en jetons : le travail de préremplissage et le cache KV d&apos;une requête</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Prompt spread (std. dev.):</source>
        <translation>Dispersion du prompt (écart type) :</translation>
    </message>
    <message>
        <source>Standard deviation of the prompt length in tokens: it sets how variable a request&apos;s service time is in the queue model (0: every prompt the same length)</source>
        <translation>Écart type de la longueur du prompt en jetons : il détermine la variabilité du temps de service d&apos;une requête dans le modèle de file d&apos;attente (0 : tous les prompts ont la même longueur)</translation>
    </message>
    <message>
        <source>&amp;Output tokens (mean):</source>
        <translation>Jetons de s&amp;ortie (moyenne) :</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request</source>
        <translation>Nombre moyen de jetons générés par requête</translation>
    </message>
    <message>
        <source>Output spread (std. dev.):</source>
        <translation>Dispersion de la sortie (écart type) :</translation>
    </message>
    <message>
        <source>Standard deviation of the output length in tokens (0: every answer the same length)</source>
        <translation>Écart type de la longueur de sortie en jetons (0 : toutes les réponses ont la même longueur)</translation>
    </message>
    <message>
        <source>Pea&amp;k request rate:</source>
        <translation>Débit de requêtes de &amp;pointe :</translation>
    </message>
    <message>
        <source>Requests per second at the busiest time: the fleet is sized for this rate (a peak below the average lowers the average with it)</source>
        <translation>Requêtes par seconde au moment le plus chargé : le parc est dimensionné pour ce débit (une pointe inférieure à la moyenne abaisse la moyenne d&apos;autant)</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>&amp;Average request rate:</source>
        <translation>Débit de requêtes mo&amp;yen :</translation>
    </message>
    <message>
        <source>Requests per second on average over a month: the cost per token and the utilisation are taken at this rate (at most the peak)</source>
        <translation>Requêtes par seconde en moyenne sur un mois : le coût par jeton et le taux d&apos;utilisation sont calculés à ce débit (au plus égal à la pointe)</translation>
    </message>
    <message>
        <source>Arrival &amp;variability (SCV):</source>
        <translation>Variabilité des arri&amp;vées (SCV) :</translation>
    </message>
    <message>
        <source>Squared coefficient of variation of the times between requests (variance / mean², no unit): 1 for Poisson arrivals, above 1 for bursty traffic (Allen-Cunneen correction)</source>
        <translation>Carré du coefficient de variation des intervalles entre requêtes (variance / moyenne², sans unité) : 1 pour des arrivées de Poisson, plus de 1 pour un trafic en rafales (correction d&apos;Allen-Cunneen)</translation>
    </message>
    <message>
        <source>Max. &amp;utilisation:</source>
        <translation>Taux d&apos;&amp;utilisation max. :</translation>
    </message>
    <message>
        <source>Throughput bound: the peak load stays below this share of the fleet&apos;s capacity, in %</source>
        <translation>Borne de débit : la charge de pointe reste sous cette part de la capacité du parc, en %</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>SLO: &amp;time to first token:</source>
        <translation>SLO : dé&amp;lai du premier jeton :</translation>
    </message>
    <message>
        <source>Time to first token, in seconds, that the percentile below of the requests must meet (queueing wait + prefill)</source>
        <translation>Délai du premier jeton, en secondes, que doit respecter le percentile de requêtes ci-dessous (attente en file + préremplissage)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>SLO: TTFT p&amp;ercentile:</source>
        <translation>SLO : pe&amp;rcentile du TTFT :</translation>
    </message>
    <message>
        <source>Share of the requests, in %, whose time to first token must meet the target (95: p95)</source>
        <translation>Part des requêtes, en %, dont le délai du premier jeton doit respecter la cible (95 : p95)</translation>
    </message>
    <message>
        <source>SLO: time per output &amp;token:</source>
        <translation>SLO : temps par jeto&amp;n de sortie :</translation>
    </message>
    <message>
        <source>Longest time per generated token, in milliseconds, at the serving batch: it caps the batch</source>
        <translation>Temps maximal par jeton généré, en millisecondes, avec le lot de service : il plafonne la taille du lot</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Monthly &amp;budget:</source>
        <translation>&amp;Budget mensuel :</translation>
    </message>
    <message>
        <source>Most the fleet may cost a month, owned or rented, in US dollars (exit cost included); an option above it fails the budget gate. At the minimum: no monthly budget.</source>
        <translation>Coût mensuel maximal du parc, en propre ou en location, en dollars US (coût de sortie compris) ; une option qui le dépasse échoue au critère éliminatoire de budget. Au minimum : aucun budget mensuel.</translation>
    </message>
    <message>
        <source> USD</source>
        <translation> USD</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Capex budget:</source>
        <translation>Budget &amp;capex :</translation>
    </message>
    <message>
        <source>Most the purchase of an owned option may cost up front, in US dollars (GPUs and servers). At the minimum: no capex budget.</source>
        <translation>Coût initial maximal de l&apos;achat d&apos;une option en propre, en dollars US (GPU et serveurs). Au minimum : aucun budget capex.</translation>
    </message>
    <message>
        <source>&amp;Failures per GPU-year:</source>
        <translation>Panne&amp;s par GPU-an :</translation>
    </message>
    <message>
        <source>Failures of one GPU per year of service, for the N+k spares of owned options</source>
        <translation>Pannes d&apos;un GPU par année de service, pour les N+k unités de réserve des options en propre</translation>
    </message>
    <message>
        <source>&amp;Repair time:</source>
        <translation>&amp;Délai de réparation :</translation>
    </message>
    <message>
        <source>Days a failed GPU&apos;s replica stays down, for the N+k spares</source>
        <translation>Jours pendant lesquels la réplique d&apos;un GPU en panne reste indisponible, pour les N+k unités de réserve</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>Availabilit&amp;y target:</source>
        <translation>Objecti&amp;f de disponibilité :</translation>
    </message>
    <message>
        <source>Probability, in %, that no more replicas are down than there are spares</source>
        <translation>Probabilité, en %, que le nombre de répliques indisponibles ne dépasse pas le nombre d&apos;unités de réserve</translation>
    </message>
    <message>
        <source>C&amp;UDA-only code share:</source>
        <translation>Part de code e&amp;xclusivement CUDA :</translation>
    </message>
    <message>
        <source>Share of your own code paths, in %, that run only on CUDA: the lock-in of NVIDIA options. At the minimum: not applicable (the factor is left out and the others renormalised).</source>
        <translation>Part, en %, de vos propres chemins de code qui ne s&apos;exécutent que sur CUDA : la dépendance fournisseur des options NVIDIA. Au minimum : sans objet (le facteur est exclu et les autres sont renormalisés).</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>sans objet</translation>
    </message>
    <message>
        <source>&amp;Lead time of full risk:</source>
        <translation>Délai de livraison à risque &amp;total :</translation>
    </message>
    <message>
        <source>A lead time this long or longer, in weeks, scores the lead-time factor at 100</source>
        <translation>Un délai de livraison égal ou supérieur à cette valeur, en semaines, donne la note de 100 au facteur délai de livraison</translation>
    </message>
    <message>
        <source> weeks</source>
        <translation> semaines</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>Éc&amp;hantillons :</translation>
    </message>
    <message>
        <source>Monte Carlo draws of the uncertain inputs that Rank runs to estimate each option&apos;s probability of ranking first</source>
        <translation>Tirages Monte Carlo des entrées incertaines qu&apos;effectue Classer pour estimer, pour chaque option, la probabilité d&apos;être classée première</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Gr&amp;aine :</translation>
    </message>
    <message>
        <source>Seed of the Monte Carlo&apos;s random numbers: the same seed gives the same probabilities</source>
        <translation>Graine des nombres aléatoires du Monte Carlo : la même graine donne les mêmes probabilités</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Traffic and SLO</source>
        <translation>Trafic et SLO</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Reliability (owned options)</source>
        <translation>Fiabilité (options en propre)</translation>
    </message>
    <message>
        <source>Lock-in (all options)</source>
        <translation>Dépendance fournisseur (toutes les options)</translation>
    </message>
    <message>
        <source>Monte Carlo (Rank)</source>
        <translation>Monte Carlo (Classer)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionText</name>
    <message>
        <source>New</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>D&apos;occasion</translation>
    </message>
    <message>
        <source>Refurbished</source>
        <translation>Reconditionné</translation>
    </message>
    <message>
        <source>Cloud on demand</source>
        <translation>Cloud à la demande</translation>
    </message>
    <message>
        <source>Cloud reserved</source>
        <translation>Cloud réservé</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <translation>Cloud spot</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Coût mensuel</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coût par million de jetons</translation>
    </message>
    <message>
        <source>Up-front cost</source>
        <translation>Coût initial</translation>
    </message>
    <message>
        <source>Lock-in risk</source>
        <translation>Risque de dépendance fournisseur</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Puissance du site</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Délai du premier jeton</translation>
    </message>
    <message>
        <source>Estimate uncertainty</source>
        <translation>Incertitude de l&apos;estimation</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Délai de livraison</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>à minimiser</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>à maximiser</translation>
    </message>
    <message>
        <source>CUDA-only code</source>
        <translation>Code exclusivement CUDA</translation>
    </message>
    <message>
        <source>Framework support</source>
        <translation>Prise en charge des frameworks</translation>
    </message>
    <message>
        <source>Kernel coverage</source>
        <translation>Couverture des kernels</translation>
    </message>
    <message>
        <source>Support window</source>
        <translation>Période de prise en charge</translation>
    </message>
    <message>
        <source>Supply concentration</source>
        <translation>Concentration de l&apos;approvisionnement</translation>
    </message>
    <message>
        <source>Second sources</source>
        <translation>Secondes sources</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Élevé</translation>
    </message>
    <message>
        <source>Price factor</source>
        <translation>Facteur de prix</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>Maximum utilisation</source>
        <translation>Utilisation maximale</translation>
    </message>
    <message>
        <source>Average request rate</source>
        <translation>Débit moyen de requêtes</translation>
    </message>
    <message>
        <source>Service life</source>
        <translation>Durée de vie</translation>
    </message>
    <message>
        <source>Throughput factor</source>
        <translation>Facteur de débit</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>misses the SLO</source>
        <translation>ne respecte pas le SLO</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>hors budget</translation>
    </message>
    <message>
        <source>Supply quality</source>
        <translation>Qualité d&apos;approvisionnement</translation>
    </message>
    <message>
        <source>Failures per GPU-year</source>
        <translation>Pannes par GPU-an</translation>
    </message>
    <message>
        <source>Intake failure share</source>
        <translation>Part d&apos;échec à la réception</translation>
    </message>
</context>
<context>
    <name>GpuPlan::DecisionTornadoChartBuilder</name>
    <message>
        <source>Tornado: what moves the top option&apos;s score</source>
        <translation>Tornade : ce qui fait varier le score de la meilleure option</translation>
    </message>
    <message>
        <source>The scenario has no uncertain inputs, or no option passes the gates.</source>
        <translation>Le scénario n&apos;a aucune entrée incertaine, ou aucune option ne satisfait aux critères éliminatoires.</translation>
    </message>
    <message>
        <source>%1, base score %2; each input alone at its low and high value</source>
        <translation>%1, score de base %2 ; chaque entrée seule à sa valeur basse et haute</translation>
    </message>
    <message>
        <source>Input at its low value</source>
        <translation>Entrée à sa valeur basse</translation>
    </message>
    <message>
        <source>Input at its high value</source>
        <translation>Entrée à sa valeur haute</translation>
    </message>
    <message>
        <source>%1 (%2 … %3)</source>
        <translation>%1 (%2 … %3)</translation>
    </message>
    <message>
        <source>Change of the score from its base</source>
        <translation>Variation du score par rapport à sa base</translation>
    </message>
</context>
<context>
    <name>GpuPlan::EstimateTableModel</name>
    <message>
        <source>✓ Fits</source>
        <translation>✓ Tient</translation>
    </message>
    <message>
        <source>✗ Does not fit</source>
        <translation>✗ Ne tient pas</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <comment>used / usable memory per GPU</comment>
        <translation>%1 / %2&#xa0;GiB</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>The GPU (stock-keeping unit)</source>
        <translation>Le GPU (SKU, unité de gestion de stock)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Whether the model, its KV cache and the engine&apos;s buffers fit in each GPU&apos;s usable memory</source>
        <translation>Indique si le modèle, son cache KV et les tampons du moteur tiennent dans la mémoire utilisable de chaque GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Model weights held by one GPU of the replica (GiB = 2^30 bytes)</source>
        <translation>Poids du modèle stockés sur un GPU de la réplique (GiB = 2^30 octets)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache of the workload&apos;s sequences held by one GPU</source>
        <translation>Cache KV des séquences de la charge de travail stocké sur un GPU</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activation and workspace peak of the engine, per GPU</source>
        <translation>Pic des activations et de la mémoire de travail du moteur, par GPU</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>CUDA/HIP context and the engine&apos;s reserves and headroom, per GPU</source>
        <translation>Contexte CUDA/HIP, réserves et marge du moteur, par GPU</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Réserve d&apos;exécution</translation>
    </message>
    <message>
        <source>Memory needed per GPU over the memory an application can use (sorted by the ratio)</source>
        <translation>Mémoire nécessaire par GPU rapportée à la mémoire utilisable par une application (tri selon ce ratio)</translation>
    </message>
    <message>
        <source>Total / usable</source>
        <translation>Total / utilisable</translation>
    </message>
    <message>
        <source>Most concurrent sequences of the workload&apos;s length that fit</source>
        <translation>Nombre maximal de séquences simultanées de la longueur de la charge de travail qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>Lot max.</translation>
    </message>
    <message>
        <source>Longest sequence (prompt + output tokens) that fits at the workload&apos;s batch</source>
        <translation>Séquence la plus longue (jetons du prompt + de sortie) qui tient en mémoire avec le lot de la charge de travail</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Contexte max.</translation>
    </message>
    <message>
        <source>Prompt tokens processed per second for one sequence</source>
        <translation>Jetons du prompt traités par seconde pour une séquence</translation>
    </message>
    <message>
        <source>Prefill tok/s</source>
        <translation>Préremplissage tok/s</translation>
    </message>
    <message>
        <source>Tokens generated per second by each sequence at the batch</source>
        <translation>Jetons générés par seconde par chaque séquence du lot</translation>
    </message>
    <message>
        <source>Decode tok/s</source>
        <translation>Décodage tok/s</translation>
    </message>
    <message>
        <source>Output tokens per second of one replica with the batch in flight</source>
        <translation>Jetons de sortie par seconde d&apos;une réplique avec le lot en cours</translation>
    </message>
    <message>
        <source>Throughput tok/s</source>
        <translation>Débit tok/s</translation>
    </message>
    <message>
        <source>Cost of a million output tokens on GPUs you buy and run</source>
        <translation>Coût d&apos;un million de jetons de sortie sur des GPU que vous achetez et exploitez</translation>
    </message>
    <message>
        <source>Own / 1M tok</source>
        <translation>Achat / 1M tok</translation>
    </message>
    <message>
        <source>Cost of a million output tokens on rented cloud GPUs</source>
        <translation>Coût d&apos;un million de jetons de sortie sur des GPU cloud loués</translation>
    </message>
    <message>
        <source>Rent / 1M tok</source>
        <translation>Location / 1M tok</translation>
    </message>
    <message>
        <source>Output tokens per second per watt of board power (TDP)</source>
        <translation>Jetons de sortie par seconde par watt de puissance de la carte (TDP)</translation>
    </message>
    <message>
        <source>tok/s per W</source>
        <translation>tok/s par W</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>The memory size of this GPU is unknown</source>
        <translation>La taille mémoire de ce GPU est inconnue</translation>
    </message>
    <message>
        <source>Fits: needs %1 per GPU, %2 usable (%3 to spare) at a batch of %4</source>
        <translation>Tient en mémoire : nécessite %1 par GPU, %2 utilisables (marge de %3) avec un lot de %4</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per GPU, %2 usable (%3 short) at a batch of %4</source>
        <translation>Ne tient pas : nécessite %1 par GPU, %2 utilisables (%3 manquants) avec un lot de %4</translation>
    </message>
    <message>
        <source>Largest number of concurrent sequences of %1 tokens (prompt + output) for which weights + KV cache + activations + runtime fit in %2 per GPU: %3</source>
        <translation>Nombre maximal de séquences simultanées de %1 jetons (prompt + sortie) pour lequel poids + cache KV + activations + réserve d&apos;exécution tiennent dans %2 par GPU : %3</translation>
    </message>
    <message>
        <source>Longest sequence (prompt + output tokens) that fits at a batch of %1, up to the model&apos;s limit of %2 tokens: %3</source>
        <translation>Séquence la plus longue (jetons du prompt + de sortie) qui tient en mémoire avec un lot de %1, dans la limite de %2 jetons du modèle : %3</translation>
    </message>
    <message>
        <source>parameters × bits per weight / 8 = %1 B × %2 bits / 8 = %3 (%4) for the whole model</source>
        <translation>paramètres × bits par poids / 8 = %1 Md × %2 bits / 8 = %3 (%4) pour le modèle entier</translation>
    </message>
    <message>
        <source>Per GPU (%1): %2</source>
        <translation>Par GPU (%1) : %2</translation>
    </message>
    <message>
        <source>%1: %2 bits per weight in the transformer blocks, %3 in the embedding, %4 in the output</source>
        <translation>%1 : %2 bits par poids dans les blocs transformer, %3 dans l&apos;embedding, %4 dans la couche de sortie</translation>
    </message>
    <message>
        <source>%1 bits in llama.cpp&apos;s use_more_bits layers</source>
        <translation>%1 bits dans les couches use_more_bits de llama.cpp</translation>
    </message>
    <message>
        <source>tokens × sequences × bytes per token = %1 × %2 × %3 = %4 per GPU</source>
        <translation>jetons × séquences × octets par jeton = %1 × %2 × %3 = %4 par GPU</translation>
    </message>
    <message>
        <source>KV cache in %1 (%2 bytes per element), %3</source>
        <translation>Cache KV en %1 (%2 octets par élément), %3</translation>
    </message>
    <message>
        <source>With every layer keeping every token the model needs %1 per token; sliding-window and MLA layers keep less</source>
        <translation>Si chaque couche conservait tous les jetons, le modèle nécessiterait %1 par jeton ; les couches à fenêtre glissante et MLA en conservent moins</translation>
    </message>
    <message>
        <source>Peak of the engine&apos;s profile run: max_num_batched_tokens = %1 tokens through one layer, (2 × intermediate + 7 × hidden) × 2 bytes per token: %2</source>
        <translation>Pic de l&apos;exécution de profilage du moteur : max_num_batched_tokens = %1 jetons à travers une couche, (2 × intermédiaire + 7 × cachée) × 2 octets par jeton : %2</translation>
    </message>
    <message>
        <source>ggml compute buffer: the larger of the logits pass (ubatch %1 × vocabulary, FP32) and the attention pass (flash attention %2): %3</source>
        <translation>Tampon de calcul ggml : le plus grand entre la passe des logits (ubatch %1 × vocabulaire, FP32) et la passe d&apos;attention (flash attention %2) : %3</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>Eager prefill of the whole batch at once: batch × prompt tokens × (2 × intermediate + 7 × hidden) × 2 bytes, plus the logits: %1</source>
        <translation>Préremplissage (mode eager) de tout le lot en une fois : lot × jetons du prompt × (2 × intermédiaire + 7 × cachée) × 2 octets, plus les logits : %1</translation>
    </message>
    <message>
        <source>Headroom vLLM leaves: (1 − gpu_memory_utilization %1) × usable memory, at least the CUDA context, plus vLLM&apos;s non-torch memory%2%3: %4</source>
        <translation>Marge laissée par vLLM : (1 − gpu_memory_utilization %1) × mémoire utilisable, au moins le contexte CUDA, plus la mémoire hors torch de vLLM%2%3 : %4</translation>
    </message>
    <message>
        <source> and captured CUDA graphs</source>
        <translation> et les graphes CUDA capturés</translation>
    </message>
    <message>
        <source> and NCCL buffers</source>
        <translation> et les tampons NCCL</translation>
    </message>
    <message>
        <source>CUDA context, and the %1 of free memory TensorRT-LLM does not give to its KV pool: %2</source>
        <translation>Contexte CUDA, et les %1 de mémoire libre que TensorRT-LLM n&apos;attribue pas à son pool KV : %2</translation>
    </message>
    <message>
        <source>CUDA/HIP context of llama.cpp: %1</source>
        <translation>Contexte CUDA/HIP de llama.cpp : %1</translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspaces of a PyTorch process: %1</source>
        <translation>Contexte CUDA et mémoire de travail cuBLAS d&apos;un processus PyTorch : %1</translation>
    </message>
    <message>
        <source>weights + KV cache + activations + runtime = %1 + %2 + %3 + %4 = %5 per GPU, at a batch of %6
Usable: %7, the memory left to applications once ECC and the driver have taken theirs</source>
        <translation>poids + cache KV + activations + réserve d&apos;exécution = %1 + %2 + %3 + %4 = %5 par GPU, avec un lot de %6
Utilisable : %7, la mémoire laissée aux applications une fois que l&apos;ECC et le pilote ont pris leur part</translation>
    </message>
    <message>
        <source>No speed estimate</source>
        <translation>Aucune estimation de vitesse</translation>
    </message>
    <message>
        <source>Does not fit: no speed estimate</source>
        <translation>Ne tient pas : aucune estimation de vitesse</translation>
    </message>
    <message>
        <source>This GPU&apos;s memory bandwidth or compute peak is unknown</source>
        <translation>La bande passante mémoire ou le pic de calcul de ce GPU est inconnu</translation>
    </message>
    <message>
        <source>1 / (bytes per step / (bandwidth × efficiency) + overhead)
= 1 / (%1 / (%2 × %3) + %4) = %5 tok/s</source>
        <translation>1 / (octets par étape / (bande passante × efficacité) + surcoût)
= 1 / (%1 / (%2 × %3) + %4) = %5 tok/s</translation>
    </message>
    <message>
        <source>1 / (max(memory, compute) + communication + overhead)
= 1 / (max(%1, %2) + %3 + %4) = %5 tok/s
memory = stages × bytes per step / (bandwidth × efficiency) = %6 × %7 / (%8 × %9)
compute = FLOP per step / (peak × efficiency) = %10 / (%11 × %12)</source>
        <translation>1 / (max(mémoire, calcul) + communication + surcoût)
= 1 / (max(%1, %2) + %3 + %4) = %5 tok/s
mémoire = étages × octets par étape / (bande passante × efficacité) = %6 × %7 / (%8 × %9)
calcul = FLOP par étape / (pic × efficacité) = %10 / (%11 × %12)</translation>
    </message>
    <message>
        <source>Each step reads this GPU&apos;s weights and the KV cache of %1 sequences at their mean length (%2 tokens); %3-bound</source>
        <translation>Chaque étape lit les poids de ce GPU et le cache KV de %1 séquences à leur longueur moyenne (%2 jetons) ; limité par %3</translation>
    </message>
    <message>
        <source>Each step reads this GPU&apos;s weights and the KV cache of the sequence at its mean length (%1 tokens); %2-bound</source>
        <translation>Chaque étape lit les poids de ce GPU et le cache KV de la séquence à sa longueur moyenne (%1 jetons) ; limité par %2</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>le calcul</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>output tokens / (prefill + output tokens × step / batch)
= %1 / (%2 + %1 × %3 / %4) = %5 tok/s</source>
        <translation>jetons de sortie / (préremplissage + jetons de sortie × étape / lot)
= %1 / (%2 + %1 × %3 / %4) = %5 tok/s</translation>
    </message>
    <message>
        <source>One replica (%1) with %2 sequences in flight; their prompts are batched with decode steps and cost only their compute</source>
        <translation>Une réplique (%1) avec %2 séquences en cours ; leurs prompts sont regroupés avec les étapes de décodage et ne coûtent que leur calcul</translation>
    </message>
    <message>
        <source>One replica (%1) with %2 sequence in flight: it pays its whole prefill</source>
        <translation>Une réplique (%1) avec %2 séquence en cours : elle paie tout son préremplissage</translation>
    </message>
    <message>
        <source>The batch is capped at %1, what serving engines reach</source>
        <translation>Le lot est plafonné à %1, ce qu&apos;atteignent les moteurs d&apos;inférence</translation>
    </message>
    <message>
        <source>This GPU&apos;s board power (TDP) is unknown</source>
        <translation>La puissance de la carte (TDP) de ce GPU est inconnue</translation>
    </message>
    <message>
        <source>throughput / (TDP × GPUs) = %1 tok/s / (%2 × %3) = %4 tok/s per W
%5 J per token; board power only, host and cooling not counted</source>
        <translation>débit / (TDP × GPU) = %1 tok/s / (%2 × %3) = %4 tok/s par W
%5 J par jeton ; puissance de la carte uniquement, hôte et refroidissement non comptés</translation>
    </message>
    <message>
        <source>No purchase price for this GPU in the catalog</source>
        <translation>Aucun prix d&apos;achat pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>No %1 price for this GPU in the catalog</source>
        <translation>Aucun prix de type « %1 » pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>Purchase price: %1 (%2) from %3 on %4</source>
        <translation>Prix d&apos;achat : %1 (%2) chez %3 le %4</translation>
    </message>
    <message>
        <source>Rate: %1 per GPU-hour (%2) from %3 on %4</source>
        <translation>Tarif : %1 par heure-GPU (%2) chez %3 le %4</translation>
    </message>
    <message>
        <source>Does not fit: no cost per token</source>
        <translation>Ne tient pas : aucun coût par jeton</translation>
    </message>
    <message>
        <source>No tokens are produced: no cost per token</source>
        <translation>Aucun jeton produit : aucun coût par jeton</translation>
    </message>
    <message>
        <source>1e6 × $/GPU-hour × GPUs / (tok/s × 3600)
= 1e6 × %1 × %2 / (%3 × 3600) = %4</source>
        <translation>1e6 × $/heure-GPU × GPU / (tok/s × 3600)
= 1e6 × %1 × %2 / (%3 × 3600) = %4</translation>
    </message>
    <message>
        <source>$/GPU-hour: %1 per useful hour of an owned GPU busy %2 of the time</source>
        <translation>$/heure-GPU : %1 par heure utile d&apos;un GPU en propre, occupé %2 du temps</translation>
    </message>
    <message>
        <source>Assumptions: server uplift %1, %2-year life, %3 discount rate, %4 residual, opex %5 per year; power at load factor %6, host %7, PUE %8, %9 per kWh</source>
        <translation>Hypothèses : surcoût serveur %1, durée de vie %2 ans, taux d&apos;actualisation %3, valeur résiduelle %4, opex %5 par an ; puissance au facteur de charge %6, hôte %7, PUE %8, %9 par kWh</translation>
    </message>
    <message>
        <source>a reservation is paid for every hour: rate / %1 utilisation</source>
        <translation>une réservation se paie pour chaque heure : tarif / taux d&apos;utilisation de %1</translation>
    </message>
    <message>
        <source>spot: rate × (1 + %1 lost to interruptions)</source>
        <translation>spot : tarif × (1 + %1 perdus à cause des interruptions)</translation>
    </message>
    <message>
        <source>on demand: paid only for the hours used</source>
        <translation>à la demande : seules les heures utilisées sont payées</translation>
    </message>
    <message>
        <source>$/GPU-hour: %1 per useful hour (%2)</source>
        <translation>$/heure-GPU : %1 par heure utile (%2)</translation>
    </message>
    <message>
        <source>±%1, extrapolated</source>
        <translation>±%1, extrapolé</translation>
    </message>
    <message>
        <source>Time to first token at the batch, without queueing: the prompt, then one decode step</source>
        <translation>Délai avant le premier jeton à ce lot, sans file d&apos;attente : le prompt, puis une étape de décodage</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time per output token each sequence sees at the batch, including the other sequences&apos; prompts mixed into the steps</source>
        <translation>Temps par jeton de sortie que voit chaque séquence à ce lot, prompts des autres séquences mêlés aux étapes compris</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Typical error of the speed estimates: the relative RMS residual of the calibration group used, widened when the GPU&apos;s architecture family was never measured (extrapolated)</source>
        <translation>Erreur typique des estimations de vitesse : le résidu RMS relatif du groupe d&apos;étalonnage utilisé, élargi quand la famille d&apos;architecture du GPU n&apos;a jamais été mesurée (extrapolé)</translation>
    </message>
    <message>
        <source>No measurement calibrates this GPU and engine: GpuPlan&apos;s default efficiencies</source>
        <translation>Aucune mesure n&apos;étalonne ce GPU et ce moteur : rendements par défaut de GpuPlan</translation>
    </message>
    <message>
        <source>The speed estimates are typically within ±%1: the root mean square of the relative residuals of the benchmark rows of calibration group %2.
Bandwidth efficiency %3, compute efficiency %4, attention efficiency %5, step overhead %6</source>
        <translation>Les estimations de vitesse sont typiquement à ±%1 près : la moyenne quadratique des résidus relatifs des mesures du groupe d&apos;étalonnage %2.
Rendement de bande passante %3, rendement de calcul %4, rendement de l&apos;attention %5, surcoût par étape %6</translation>
    </message>
    <message>
        <source>Extrapolated: this GPU&apos;s architecture family was never measured in this setting, so the parameters come from a wider group and the band is widened by how much the measured families differ from one another</source>
        <translation>Extrapolé : la famille d&apos;architecture de ce GPU n&apos;a jamais été mesurée dans ce cadre ; les paramètres viennent d&apos;un groupe plus large et la marge est élargie de l&apos;écart entre les familles mesurées</translation>
    </message>
    <message>
        <source>%1 runs on %2 at %3 (%4 of the datasheet&apos;s %5: the rate sustained within %6)</source>
        <translation>%1 s&apos;exécute en %2 à %3 (%4 des %5 de la fiche technique : le débit tenu dans %6)</translation>
    </message>
    <message>
        <source>its power limit</source>
        <translation>sa limite de puissance</translation>
    </message>
    <message>
        <source>This GPU cannot compute %1 natively: the next rate it has, %2, is used</source>
        <translation>Ce GPU ne calcule pas nativement en %1 : le débit suivant dont il dispose, %2, est utilisé</translation>
    </message>
    <message>
        <source>prompt tokens / (GEMM FLOP / (peak × efficiency × GPUs) + attention FLOP / (peak × attention efficiency × GPUs) + overhead)
= %1 / (%2 / (%3 × %4 × %5) + %6 / (%3 × %7 × %5) + %8) = %9 tok/s
Prefill of %1 tokens takes %10; attention grows with the square of the prompt (causal, sliding windows capped)</source>
        <translation>jetons du prompt / (FLOP des GEMM / (pic × rendement × GPU) + FLOP de l&apos;attention / (pic × rendement de l&apos;attention × GPU) + surcoût)
= %1 / (%2 / (%3 × %4 × %5) + %6 / (%3 × %7 × %5) + %8) = %9 jetons/s
Le préremplissage de %1 jetons prend %10 ; l&apos;attention croît avec le carré du prompt (causale, fenêtres glissantes plafonnées)</translation>
    </message>
    <message>
        <source>prefill + one decode step = %1 + %2 = %3
Without queueing: a request waiting for a free replica adds its wait (see the Decision page&apos;s Erlang model)</source>
        <translation>préremplissage + une étape de décodage = %1 + %2 = %3
Sans file d&apos;attente : une requête qui attend une réplique libre ajoute son attente (voir le modèle d&apos;Erlang de la page Décision)</translation>
    </message>
    <message>
        <source>decode step + the share of the other sequences&apos; prompts in each step = %1 + %2 = %3 at a batch of %4</source>
        <translation>étape de décodage + la part des prompts des autres séquences dans chaque étape = %1 + %2 = %3 pour un lot de %4</translation>
    </message>
    <message>
        <source>%1 runs on %2 at %3, this card&apos;s own ceiling measured by gpuplan-probe (Probes page, Use in estimates)</source>
        <translation>%1 s&apos;exécute en %2 à %3, le plafond de cette carte mesuré par gpuplan-probe (page Sondes, Utiliser dans les estimations)</translation>
    </message>
    <message>
        <source>The overhead includes %1 of kernel launches from the host: CUDA graphs are off</source>
        <translation>Le surcoût comprend %1 de lancements de noyaux depuis l’hôte : les graphes CUDA sont désactivés</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FitHeatmapChartBuilder</name>
    <message>
        <source>Which models fit</source>
        <translation>Modèles qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Choose at least one SKU and one model.</source>
        <translation>Choisissez au moins un SKU et un modèle.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Fits only at a smaller batch or a shorter context</source>
        <translation>Ne tient qu&apos;avec un lot plus petit ou un contexte plus court</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Ne tient pas</translation>
    </message>
    <message>
        <source>%1 on %2: %3
largest batch at this length: %4
longest prompt + output at this batch: %5 tokens
longest prompt + output at batch 1: %6 tokens</source>
        <translation>%1 sur %2 : %3
plus grand lot à cette longueur : %4
prompt + sortie le plus long avec ce lot : %5 jetons
prompt + sortie le plus long avec un lot de 1 : %6 jetons</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetFilesModel</name>
    <message>
        <source>%1
SHA-256 %2</source>
        <translation>%1
SHA-256 %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importé le</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>%1 samples, %2 events, %3 results, %4 host facts</source>
        <translation>%1 échantillons, %2 événements, %3 résultats, %4 faits d&apos;hôte</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetFindingsModel</name>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantaine</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejet</translation>
    </message>
    <message>
        <source>whole fleet</source>
        <translation>tout le parc</translation>
    </message>
    <message>
        <source>Reject: take the card out for good; Quarantine: out of service until diagnosed; Warning: check it; Info: worth knowing. (rule %1)</source>
        <translation>Rejet : retirer définitivement la carte ; Quarantaine : hors service jusqu&apos;au diagnostic ; Avertissement : à vérifier ; Info : bon à savoir. (règle %1)</translation>
    </message>
    <message>
        <source>Derived from several files or devices.</source>
        <translation>Déduit de plusieurs fichiers ou périphériques.</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Constat</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Recommended action</source>
        <translation>Action recommandée</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Preuves</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetHostsModel</name>
    <message>
        <source>Kernel release</source>
        <translation>Version du noyau</translation>
    </message>
    <message>
        <source>Kernel build</source>
        <translation>Compilation du noyau</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>OS version</source>
        <translation>Version du système</translation>
    </message>
    <message>
        <source>OS name</source>
        <translation>Nom du système</translation>
    </message>
    <message>
        <source>CPU architecture</source>
        <translation>Architecture CPU</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>Modèle de CPU</translation>
    </message>
    <message>
        <source>CPU vendor</source>
        <translation>Fabricant du CPU</translation>
    </message>
    <message>
        <source>Logical CPUs</source>
        <translation>CPU logiques</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>Sockets CPU</translation>
    </message>
    <message>
        <source>Cores per socket</source>
        <translation>Cœurs par socket</translation>
    </message>
    <message>
        <source>Threads per core</source>
        <translation>Threads par cœur</translation>
    </message>
    <message>
        <source>CPU max clock (MHz)</source>
        <translation>Fréquence CPU max (MHz)</translation>
    </message>
    <message>
        <source>Hypervisor</source>
        <translation>Hyperviseur</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>Nœuds NUMA</translation>
    </message>
    <message>
        <source>NUMA node CPUs</source>
        <translation>CPU du nœud NUMA</translation>
    </message>
    <message>
        <source>NUMA node memory (MiB)</source>
        <translation>Mémoire du nœud NUMA (Mio)</translation>
    </message>
    <message>
        <source>NUMA node free memory (MiB)</source>
        <translation>Mémoire libre du nœud NUMA (Mio)</translation>
    </message>
    <message>
        <source>NUMA distances</source>
        <translation>Distances NUMA</translation>
    </message>
    <message>
        <source>Memory (KiB)</source>
        <translation>Mémoire (Kio)</translation>
    </message>
    <message>
        <source>Free memory (KiB)</source>
        <translation>Mémoire libre (Kio)</translation>
    </message>
    <message>
        <source>Available memory (KiB)</source>
        <translation>Mémoire disponible (Kio)</translation>
    </message>
    <message>
        <source>Swap (KiB)</source>
        <translation>Swap (Kio)</translation>
    </message>
    <message>
        <source>Free swap (KiB)</source>
        <translation>Swap libre (Kio)</translation>
    </message>
    <message>
        <source>Huge pages</source>
        <translation>Huge pages</translation>
    </message>
    <message>
        <source>Free huge pages</source>
        <translation>Huge pages libres</translation>
    </message>
    <message>
        <source>Huge page size (KiB)</source>
        <translation>Taille des huge pages (Kio)</translation>
    </message>
    <message>
        <source>Process CPU affinity</source>
        <translation>Affinité CPU du processus</translation>
    </message>
    <message>
        <source>Process CPU affinity mask</source>
        <translation>Masque d&apos;affinité CPU du processus</translation>
    </message>
    <message>
        <source>CPU busy, mean (%)</source>
        <translation>CPU occupé, moyenne (%)</translation>
    </message>
    <message>
        <source>CPU busy, worst interval (%)</source>
        <translation>CPU occupé, pire intervalle (%)</translation>
    </message>
    <message>
        <source>I/O wait, mean (%)</source>
        <translation>Attente E/S, moyenne (%)</translation>
    </message>
    <message>
        <source>I/O wait, worst interval (%)</source>
        <translation>Attente E/S, pire intervalle (%)</translation>
    </message>
    <message>
        <source>CPU steal, worst interval (%)</source>
        <translation>Vol de CPU, pire intervalle (%)</translation>
    </message>
    <message>
        <source>Busiest CPU (%)</source>
        <translation>CPU le plus occupé (%)</translation>
    </message>
    <message>
        <source>Intervals sampled</source>
        <translation>Intervalles mesurés</translation>
    </message>
    <message>
        <source>Runnable processes, most</source>
        <translation>Processus exécutables, maximum</translation>
    </message>
    <message>
        <source>Processes blocked on I/O, most</source>
        <translation>Processus bloqués sur E/S, maximum</translation>
    </message>
    <message>
        <source>Swapping (pages/s), most</source>
        <translation>Swap (pages/s), maximum</translation>
    </message>
    <message>
        <source>Free memory, least (KiB)</source>
        <translation>Mémoire libre, minimum (Kio)</translation>
    </message>
    <message>
        <source>Disk busy, worst (%)</source>
        <translation>Disque occupé, pire (%)</translation>
    </message>
    <message>
        <source>Disk wait, worst (ms)</source>
        <translation>Attente disque, pire (ms)</translation>
    </message>
    <message>
        <source>Disk reads, most (kB/s)</source>
        <translation>Lectures disque, maximum (ko/s)</translation>
    </message>
    <message>
        <source>Disk queue, longest</source>
        <translation>File disque, la plus longue</translation>
    </message>
    <message>
        <source>IOMMU enabled</source>
        <translation>IOMMU activé</translation>
    </message>
    <message>
        <source>IOMMU</source>
        <translation>IOMMU</translation>
    </message>
    <message>
        <source>IOMMU mode</source>
        <translation>Mode IOMMU</translation>
    </message>
    <message>
        <source>IOMMU kernel parameters</source>
        <translation>Paramètres IOMMU du noyau</translation>
    </message>
    <message>
        <source>GPU CPU affinity</source>
        <translation>Affinité CPU du GPU</translation>
    </message>
    <message>
        <source>GPU NUMA node</source>
        <translation>Nœud NUMA du GPU</translation>
    </message>
    <message>
        <source>Power limit before (W)</source>
        <translation>Limite de puissance avant (W)</translation>
    </message>
    <message>
        <source>Network link</source>
        <translation>Lien réseau</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Received (bytes)</source>
        <translation>Reçu (octets)</translation>
    </message>
    <message>
        <source>Receive errors</source>
        <translation>Erreurs en réception</translation>
    </message>
    <message>
        <source>Received, dropped</source>
        <translation>Reçus, abandonnés</translation>
    </message>
    <message>
        <source>Sent (bytes)</source>
        <translation>Envoyé (octets)</translation>
    </message>
    <message>
        <source>Send errors</source>
        <translation>Erreurs en émission</translation>
    </message>
    <message>
        <source>Sent, dropped</source>
        <translation>Envoyés, abandonnés</translation>
    </message>
    <message>
        <source>(unattributed)</source>
        <translation>(non attribué)</translation>
    </message>
    <message>
        <source>No file or import --node named the host of this fact: import the file again with --node, or with a file that names the host (a pasted shell prompt, uname -a, mpstat)</source>
        <translation>Aucun fichier ni import --node n&apos;a nommé l&apos;hôte de ce fait : importez de nouveau le fichier avec --node, ou avec un fichier qui nomme l&apos;hôte (une invite du shell collée, uname -a, mpstat)</translation>
    </message>
    <message>
        <source>%1 (%2)
Read from %3, line %4</source>
        <translation>%1 (%2)
Lu dans %3, ligne %4</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Fait</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Lu dans</translation>
    </message>
    <message>
        <source>Device NUMA node</source>
        <translation>Nœud NUMA du périphérique</translation>
    </message>
    <message>
        <source>Driver a container sees</source>
        <translation>Pilote vu par un conteneur</translation>
    </message>
    <message>
        <source>CUDA a container sees</source>
        <translation>CUDA vu par un conteneur</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Image de conteneur</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>Pilote NVIDIA</translation>
    </message>
    <message>
        <source>CUDA version (driver)</source>
        <translation>Version CUDA (pilote)</translation>
    </message>
    <message>
        <source>Pod&apos;s node</source>
        <translation>Nœud du pod</translation>
    </message>
    <message>
        <source>Pod status</source>
        <translation>État du pod</translation>
    </message>
    <message>
        <source>Pod GPU limits</source>
        <translation>Limites GPU du pod</translation>
    </message>
    <message>
        <source>Pod GPU requests</source>
        <translation>Demandes GPU du pod</translation>
    </message>
    <message>
        <source>Scheduling failure</source>
        <translation>Échec d&apos;ordonnancement</translation>
    </message>
    <message>
        <source>Allocatable GPUs</source>
        <translation>GPU allouables</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>Capacité GPU</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetImportReport</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <source>What each imported file gave: its format, the devices, samples, events and benchmark results read, and every warning or error with its line. A file with an error leaves nothing in the workspace.</source>
        <translation>Ce que chaque fichier importé a fourni : son format, les périphériques, échantillons, événements et résultats de benchmark lus, et chaque avertissement ou erreur avec sa ligne. Un fichier comportant une erreur ne laisse rien dans l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importé</translation>
    </message>
    <message>
        <source>Checked (dry run)</source>
        <translation>Vérifié (simulation)</translation>
    </message>
    <message>
        <source>Already imported</source>
        <translation>Déjà importé</translation>
    </message>
    <message>
        <source>Failed: nothing imported</source>
        <translation>Échec : rien n&apos;a été importé</translation>
    </message>
    <message>
        <source>Cancelled: nothing imported</source>
        <translation>Annulé : rien n&apos;a été importé</translation>
    </message>
    <message>
        <source>%1 devices, %2 samples, %3 events, %4 benchmarks</source>
        <translation>%1 périphériques, %2 échantillons, %3 événements, %4 benchmarks</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>non reconnu</translation>
    </message>
    <message>
        <source>%1 bytes read; SHA-256 %2</source>
        <translation>%1 octets lus ; SHA-256 %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetInventoryModel</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantaine</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejet</translation>
    </message>
    <message>
        <source>? / %1</source>
        <translation>? / %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>unnamed GPU</source>
        <translation>GPU sans nom</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>From %1, line %2.</source>
        <translation>Issu de %1, ligne %2.</translation>
    </message>
    <message>
        <source>Identity: %1
UUID: %2
PCI bus: %3
%4</source>
        <translation>Identité : %1
UUID : %2
Bus PCI : %3
%4</translation>
    </message>
    <message>
        <source>No catalog SKU matches this GPU&apos;s name, PCI ID and memory size; the estimates cannot use it until the catalog has it.</source>
        <translation>Aucun SKU du catalogue ne correspond au nom, à l&apos;ID PCI et à la taille mémoire de ce GPU ; les estimations ne peuvent pas l&apos;utiliser tant que le catalogue ne le contient pas.</translation>
    </message>
    <message>
        <source>Matched to the catalog SKU %1 by PCI ID, name and memory size.</source>
        <translation>Associé au SKU %1 du catalogue par ID PCI, nom et taille mémoire.</translation>
    </message>
    <message>
        <source>%1 bytes as the tool reported them (GiB = 2^30 bytes). %2</source>
        <translation>%1 octets tels que rapportés par l&apos;outil (GiB = 2^30 octets). %2</translation>
    </message>
    <message>
        <source>The file does not give the memory size.</source>
        <translation>Le fichier n&apos;indique pas la taille mémoire.</translation>
    </message>
    <message>
        <source>PCIe link now / its maximum. A link below its maximum width points at a riser, slot or seating fault; a lower generation at idle can be power saving (check under load).</source>
        <translation>Lien PCIe actuel / son maximum. Un lien sous sa largeur maximale indique un défaut de riser, de slot ou d&apos;insertion ; une génération inférieure au repos peut venir de l&apos;économie d&apos;énergie (à vérifier sous charge).</translation>
    </message>
    <message numerus="yes">
        <source>The worst of the %n finding(s) about this GPU; see the Findings tab.</source>
        <translation>
            <numerusform>Le plus grave des constats sur ce GPU (%n constat) ; voir l&apos;onglet Constats.</numerusform>
            <numerusform>Le plus grave des constats sur ce GPU (%n constats) ; voir l&apos;onglet Constats.</numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>Lien PCIe</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetPage</name>
    <message>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <source>&amp;Import Fleet Data…</source>
        <translation>&amp;Importer des données de parc…</translation>
    </message>
    <message>
        <source>Import nvidia-smi, rocm-smi, amd-smi, xpu-smi, DCGM, lspci, kernel logs, benchmark results or any CSV; you can also drop files onto the window</source>
        <translation>Importer des sorties nvidia-smi, rocm-smi, amd-smi, xpu-smi, DCGM, lspci, des journaux du noyau, des résultats de benchmark ou tout CSV ; vous pouvez aussi déposer des fichiers sur la fenêtre</translation>
    </message>
    <message>
        <source>Export &amp;Node Labels…</source>
        <translation>Exporter les &amp;étiquettes de nœuds…</translation>
    </message>
    <message>
        <source>kubectl commands that label each node with its GPU product, VRAM class and health</source>
        <translation>Commandes kubectl qui étiquettent chaque nœud avec son modèle de GPU, sa classe de VRAM et son état de santé</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Stop the import: the file being read is rolled back, files already imported stay</source>
        <translation>Arrêter l&apos;importation : le fichier en cours de lecture n&apos;est pas importé, les fichiers déjà importés sont conservés</translation>
    </message>
    <message>
        <source>Search node, GPU, SKU, driver, UUID…</source>
        <translation>Rechercher un nœud, un GPU, un SKU, un pilote, un UUID…</translation>
    </message>
    <message>
        <source>Only the GPUs of one node</source>
        <translation>Uniquement les GPU d&apos;un nœud</translation>
    </message>
    <message>
        <source>Any health</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <source>Only the GPUs whose worst finding has this severity</source>
        <translation>Uniquement les GPU dont le constat le plus grave a cette gravité</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Constats (%1)</translation>
    </message>
    <message>
        <source>Import Report</source>
        <translation>Rapport d&apos;importation</translation>
    </message>
    <message>
        <source>&amp;Whole Range</source>
        <translation>&amp;Toute la plage</translation>
    </message>
    <message>
        <source>Zoom out to the device&apos;s whole telemetry</source>
        <translation>Dézoomer sur toute la télémétrie du périphérique</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in the fleet, %1 finding(s).</source>
        <translation>
            <numerusform>%n GPU dans le parc, %1 constat(s).</numerusform>
            <numerusform>%n GPU dans le parc, %1 constat(s).</numerusform>
        </translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>Tous les nœuds</translation>
    </message>
    <message>
        <source>Export Node Labels</source>
        <translation>Exporter les étiquettes de nœuds</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh);;All files (*)</source>
        <translation>Scripts shell (*.sh);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Copied the node labels to the clipboard.</source>
        <translation>Étiquettes de nœuds copiées dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Wrote the node labels to %1</source>
        <translation>Étiquettes de nœuds écrites dans %1</translation>
    </message>
    <message>
        <source>Import Fleet Data</source>
        <translation>Importer des données de parc</translation>
    </message>
    <message>
        <source>Tool outputs and logs (*.txt *.log *.csv *.xml *.json *.jsonl *.prom *.md *.sql);;All files (*)</source>
        <translation>Sorties d&apos;outils et journaux (*.txt *.log *.csv *.xml *.json *.jsonl *.prom *.md *.sql);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importation de %n fichier…</numerusform>
            <numerusform>Importation de %n fichiers…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the file being read is rolled back…</source>
        <translation>Annulation : le fichier en cours de lecture n&apos;est pas importé…</translation>
    </message>
    <message>
        <source>%1 imported, %2 already imported, %3 failed, %4 cancelled.</source>
        <translation>%1 importé(s), %2 déjà importé(s), %3 en échec, %4 annulé(s).</translation>
    </message>
    <message>
        <source>Cannot read the telemetry: %1</source>
        <translation>Impossible de lire la télémétrie : %1</translation>
    </message>
    <message>
        <source>No telemetry samples for this GPU: import a dmon, --query-gpu loop, DCGM or exporter capture to chart its clocks, temperature, power and utilisation.</source>
        <translation>Aucun échantillon de télémétrie pour ce GPU : importez une capture dmon, une boucle --query-gpu, DCGM ou d&apos;un exporter pour tracer ses fréquences, sa température, sa puissance et son utilisation.</translation>
    </message>
    <message>
        <source>Reading the telemetry of this GPU…</source>
        <translation>Lecture de la télémétrie de ce GPU…</translation>
    </message>
    <message>
        <source>Files (%1)</source>
        <translation>Fichiers (%1)</translation>
    </message>
    <message>
        <source>&amp;Remove File</source>
        <translation>&amp;Retirer le fichier</translation>
    </message>
    <message>
        <source>Take the selected file out of the workspace (Delete): the GPUs only it had seen go with it, the others keep what other files say, and the findings are evaluated again. Undo imports it again if its content has not changed</source>
        <translation>Retire le fichier sélectionné de l&apos;espace de travail (Suppr) : les GPU que lui seul avait vus partent avec lui, les autres gardent ce que disent les autres fichiers, et les constats sont réévalués. Annuler le réimporte si son contenu n&apos;a pas changé</translation>
    </message>
    <message>
        <source>Remove %1 from the Fleet</source>
        <translation>Retirer %1 du parc</translation>
    </message>
    <message>
        <source>Removing the file and evaluating the fleet again…</source>
        <translation>Retrait du fichier et réévaluation du parc…</translation>
    </message>
    <message numerus="yes">
        <source>Removed %1: %n GPU(s) only it had seen went with it</source>
        <translation>
            <numerusform>%1 retiré : %n GPU que lui seul avait vu est parti avec lui</numerusform>
            <numerusform>%1 retiré : %n GPU que lui seul avait vus sont partis avec lui</numerusform>
        </translation>
    </message>
    <message>
        <source>The file was not removed: %1</source>
        <translation>Le fichier n&apos;a pas été retiré : %1</translation>
    </message>
    <message>
        <source>Importing %1 again…</source>
        <translation>Réimportation de %1…</translation>
    </message>
    <message>
        <source>Hosts (%1)</source>
        <translation>Hôtes (%1)</translation>
    </message>
    <message>
        <source>No host facts yet. Import what the hosts say about themselves: uname -a, /etc/os-release, lscpu, numactl --hardware, /proc/meminfo, mpstat, vmstat, iostat -x, ip -s link, taskset -cp, nvidia-smi topo -m.</source>
        <translation>Aucun fait d&apos;hôte pour l&apos;instant. Importez ce que les hôtes disent d&apos;eux-mêmes : uname -a, /etc/os-release, lscpu, numactl --hardware, /proc/meminfo, mpstat, vmstat, iostat -x, ip -s link, taskset -cp, nvidia-smi topo -m.</translation>
    </message>
    <message>
        <source>Checked: %1</source>
        <translation>Vérifié : %1</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vu</translation>
    </message>
    <message>
        <source>No evidence yet: %1</source>
        <translation>Pas encore de preuve : %1</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Manquant</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Lancez : %1</translation>
    </message>
    <message>
        <source>Run this on the node and import its output:
%1</source>
        <translation>Lancez ceci sur le nœud et importez sa sortie :
%1</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) with a problem</source>
        <translation>
            <numerusform>%n étape avec un problème</numerusform>
            <numerusform>%n étapes avec un problème</numerusform>
        </translation>
    </message>
    <message>
        <source>No problem found</source>
        <translation>Aucun problème trouvé</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié : %1</translation>
    </message>
    <message>
        <source>Triage (%1 to look at)</source>
        <translation>Triage (%1 à examiner)</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <source>Open a step to see its findings, what was checked and the commands whose output would answer the rest.</source>
        <translation>Ouvrez une étape pour voir ses constats, ce qui a été vérifié et les commandes dont la sortie répondrait au reste.</translation>
    </message>
    <message>
        <source>Nothing imported yet. Import the outputs of the guides&apos; commands (nvidia-smi, lspci -vv, journalctl -k, mpstat, iostat -x, numactl --hardware, kubectl describe pod, ...) and each node&apos;s five steps are answered here.</source>
        <translation>Rien d&apos;importé. Importez les sorties des commandes des guides (nvidia-smi, lspci -vv, journalctl -k, mpstat, iostat -x, numactl --hardware, kubectl describe pod, ...) et les cinq étapes de chaque nœud trouvent ici leur réponse.</translation>
    </message>
    <message>
        <source>Copy &amp;Command</source>
        <translation>Copier la &amp;commande</translation>
    </message>
    <message>
        <source>Copy the selected check&apos;s command, to run on the node and import its output</source>
        <translation>Copier la commande de la vérification choisie, à lancer sur le nœud puis importer sa sortie</translation>
    </message>
    <message>
        <source>No evidence yet: run the steps&apos; commands</source>
        <translation>Pas encore de preuve : lancez les commandes des étapes</translation>
    </message>
    <message numerus="yes">
        <source>No problem found; %n step(s) without evidence yet</source>
        <translation>
            <numerusform>Aucun problème trouvé ; %n étape sans preuve pour l&apos;instant</numerusform>
            <numerusform>Aucun problème trouvé ; %n étapes sans preuve pour l&apos;instant</numerusform>
        </translation>
    </message>
    <message>
        <source>Host of files that name none</source>
        <translation>Hôte des fichiers qui n&apos;en nomment aucun</translation>
    </message>
    <message>
        <source>The host to put what an imported file does not place on one (uname -r, lscpu, a sysfs file, nvidia-smi -q without a prompt): its GPUs and host facts go there. Files that name their host keep it. Empty: such files stay unattributed</source>
        <translation>L&apos;hôte où placer ce qu&apos;un fichier importé ne place sur aucun (uname -r, lscpu, un fichier sysfs, nvidia-smi -q sans invite) : ses GPU et ses faits d&apos;hôte y vont. Les fichiers qui nomment leur hôte le gardent. Vide : ces fichiers restent non attribués</translation>
    </message>
    <message>
        <source>No GPUs in this workspace yet.

Import what your tools print: nvidia-smi (-q, --query-gpu CSV, dmon, topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, lspci -vv, kernel logs with Xid or AER lines, host outputs (uname, lscpu, numactl, mpstat, iostat, kubectl) and benchmarks (llama-bench, vLLM, MLPerf).

Use Import Fleet Data (Ctrl+I), or drop the files or a folder onto this window.</source>
        <translation>Aucun GPU dans cet espace de travail pour l&apos;instant.

Importez ce que vos outils affichent : nvidia-smi (-q, CSV --query-gpu, dmon, topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, lspci -vv, journaux du noyau avec des lignes Xid ou AER, sorties de l&apos;hôte (uname, lscpu, numactl, mpstat, iostat, kubectl) et benchmarks (llama-bench, vLLM, MLPerf).

Utilisez Importer des données de parc (Ctrl+I), ou déposez les fichiers ou un dossier sur cette fenêtre.</translation>
    </message>
    <message>
        <source>No health findings. They appear when an imported file shows a problem: a downgraded PCIe link, Xid or AER errors, ECC growth, throttling, a driver or kernel mismatch.</source>
        <translation>Aucun constat de santé. Ils apparaissent quand un fichier importé montre un problème : lien PCIe dégradé, erreurs Xid ou AER, hausse des erreurs ECC, bridage, pilote ou noyau incompatible.</translation>
    </message>
    <message>
        <source>No GPUs yet: the telemetry of an imported GPU (nvidia-smi dmon or --query-gpu loops, DCGM, rocm-smi or xpu-smi dumps) is charted here.</source>
        <translation>Aucun GPU pour l&apos;instant : la télémétrie d&apos;un GPU importé (boucles nvidia-smi dmon ou --query-gpu, DCGM, relevés rocm-smi ou xpu-smi) est tracée ici.</translation>
    </message>
    <message>
        <source>Select a GPU in the inventory to see its telemetry.</source>
        <translation>Sélectionnez un GPU dans l&apos;inventaire pour voir sa télémétrie.</translation>
    </message>
    <message>
        <source>Prometheus</source>
        <translation>Prometheus</translation>
    </message>
    <message>
        <source>This file holds no figure GpuPlan uses as a ceiling (mixbench&apos;s single-precision plateau, BabelStream&apos;s Triad).</source>
        <translation>Ce fichier ne contient aucun chiffre que GpuPlan utilise comme plafond (plateau simple précision de mixbench, Triad de BabelStream).</translation>
    </message>
    <message>
        <source>No SKU %1 in the catalog.</source>
        <translation>Aucun SKU %1 dans le catalogue.</translation>
    </message>
    <message>
        <source>Use %1&apos;s figures for %2 in estimates</source>
        <translation>Utiliser les chiffres de %1 pour %2 dans les estimations</translation>
    </message>
    <message>
        <source>The measured figures were not saved: %1</source>
        <translation>Les chiffres mesurés n’ont pas été enregistrés : %1</translation>
    </message>
    <message>
        <source>Use in Estimates</source>
        <translation>Utiliser dans les estimations</translation>
    </message>
    <message>
        <source>The benchmarked GPU is:</source>
        <translation>Le GPU mesuré est :</translation>
    </message>
    <message>
        <source>Use in &amp;Estimates…</source>
        <translation>Utiliser dans les &amp;estimations…</translation>
    </message>
    <message>
        <source>The selected mixbench or BabelStream file&apos;s ceilings (the single-precision FMA plateau, the best Triad) become a SKU&apos;s figures in estimates, divided by the share of the datasheet a healthy card reaches; undoable, with the file and line in their provenance</source>
        <translation>Les plafonds du fichier mixbench ou BabelStream sélectionné (le plateau FMA simple précision, le meilleur Triad) deviennent les chiffres d’un SKU dans les estimations, divisés par la part de la fiche technique qu’atteint une carte saine ; annulable, avec le fichier et la ligne dans leur provenance</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetTelemetryChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Clocks (MHz)</source>
        <translation>Fréquences (MHz)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Température (°C)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Puissance (W)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Utilisation (%)</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>Fréquence SM</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>Fréquence mémoire</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>Température du GPU</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>Consommation</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>Utilisation du GPU</translation>
    </message>
    <message>
        <source>Select a GPU in the inventory to see its telemetry.</source>
        <translation>Sélectionnez un GPU dans l&apos;inventaire pour voir sa télémétrie.</translation>
    </message>
    <message>
        <source>seconds from %1</source>
        <translation>secondes depuis %1</translation>
    </message>
    <message>
        <source>Min/max decimation keeps every spike and the global extremes while drawing at most two points per pixel column and series.</source>
        <translation>La décimation min/max conserve chaque pic et les extrêmes globaux tout en traçant au plus deux points par colonne de pixels et par série.</translation>
    </message>
    <message>
        <source>Drag across the chart to zoom into a time range, right-click to zoom out, or use the mouse wheel; Left and Right pan, + and - zoom, Home shows everything. Each pixel column shows the lowest and highest sample of its time slice, so short spikes stay visible however many samples there are.</source>
        <translation>Faites glisser sur le graphique pour zoomer sur une plage de temps, clic droit pour dézoomer, ou utilisez la molette ; Gauche et Droite font défiler, + et - zooment, Origine montre tout. Chaque colonne de pixels montre l&apos;échantillon le plus bas et le plus haut de sa tranche de temps : les pics brefs restent visibles quel que soit le nombre d&apos;échantillons.</translation>
    </message>
    <message>
        <source>%1 sample(s) from %2 to %3, drawn as %4 points (the lowest and highest of each pixel column). Drag or turn the wheel to zoom, right-click to zoom out, Left and Right to pan.</source>
        <translation>%1 échantillon(s) de %2 à %3, tracé(s) en %4 points (le plus bas et le plus haut de chaque colonne de pixels). Faites glisser ou tournez la molette pour zoomer, clic droit pour dézoomer, Gauche et Droite pour faire défiler.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FleetTriageModel</name>
    <message>
        <source>Node, step, evidence</source>
        <translation>Nœud, étape, preuve</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Que faire</translation>
    </message>
</context>
<context>
    <name>GpuPlan::HistoryDialog</name>
    <message>
        <source>Edited a field</source>
        <translation>A modifié un champ</translation>
    </message>
    <message>
        <source>Reverted a field</source>
        <translation>A rétabli un champ</translation>
    </message>
    <message>
        <source>Imported a catalog</source>
        <translation>A importé un catalogue</translation>
    </message>
    <message>
        <source>Imported a fleet file</source>
        <translation>A importé un fichier de parc</translation>
    </message>
    <message>
        <source>Removed a fleet file</source>
        <translation>A retiré un fichier de parc</translation>
    </message>
    <message>
        <source>Saved a scenario</source>
        <translation>A enregistré un scénario</translation>
    </message>
    <message>
        <source>Workspace History</source>
        <translation>Historique de l’espace de travail</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>Avant → après</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>No change recorded yet (the history starts with workspace schema 10).</source>
        <translation>Aucune modification enregistrée pour l’instant (l’historique commence avec le schéma 10 de l’espace de travail).</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), newest first%1</source>
        <translation>
            <numerusform>%n modification, la plus récente d’abord%1</numerusform>
            <numerusform>%n modifications, les plus récentes d’abord%1</numerusform>
        </translation>
    </message>
    <message>
        <source> (the latest %1)</source>
        <translation> (les %1 dernières)</translation>
    </message>
    <message>
        <source>Removed a scenario</source>
        <translation>Scénario supprimé</translation>
    </message>
    <message>
        <source>Every change to the workspace, newest first, recorded with the change itself: edits and reverts of SKU fields, catalog imports, fleet imports and removals, scenario saves and removals.</source>
        <translation>Chaque modification de l’espace de travail, de la plus récente à la plus ancienne, enregistrée avec la modification elle-même : modifications et annulations de champs de SKU, imports de catalogue, imports et retraits de parc, enregistrements et suppressions de scénarios.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ImportJob</name>
    <message>
        <source>imported, but the findings could not be evaluated: %1</source>
        <translation>importé, mais les constats n&apos;ont pas pu être évalués : %1</translation>
    </message>
</context>
<context>
    <name>GpuPlan::IntakeCardModel</name>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 -&gt; %2</translation>
    </message>
    <message>
        <source>received</source>
        <translation>received</translation>
    </message>
    <message>
        <source>, %1 by %2</source>
        <translation>, le %1 par %2</translation>
    </message>
    <message>
        <source>, evidence: %1</source>
        <translation>, preuve : %1</translation>
    </message>
    <message>
        <source>, note: %1</source>
        <translation>, note : %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>%1 (version %2); it can become: %3</source>
        <translation>%1 (version %2) ; peut devenir : %3</translation>
    </message>
    <message>
        <source>nothing, it is final</source>
        <translation>rien, c&apos;est un état final</translation>
    </message>
    <message>
        <source>The latest burn-in verdict (pass, quarantine or reject) in the card&apos;s history: what the lot&apos;s intake failure counts.</source>
        <translation>Le dernier verdict de burn-in (pass, quarantine ou reject) de l&apos;historique de la carte : c&apos;est lui que compte l&apos;échec à la réception du lot.</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>Historique :</translation>
    </message>
    <message>
        <source> (counts as a failure in service)</source>
        <translation> (compte comme une panne en service)</translation>
    </message>
    <message>
        <source>Fleet findings on this card:</source>
        <translation>Constats du parc sur cette carte :</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Latest verdict</source>
        <translation>Dernier verdict</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Preuves</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <source>The latest evidence in the card&apos;s history: a probe run (Start burn-in) or an imported log. A change made without evidence keeps the earlier one.</source>
        <translation>La dernière preuve de l&apos;historique de la carte : une exécution de sonde (probe run, via Démarrer le burn-in) ou un journal importé. Une modification faite sans preuve conserve la précédente.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::IntakeFailureChart</name>
    <message>
        <source>Which sources the chart compares</source>
        <translation>Les sources que compare le graphique</translation>
    </message>
    <message>
        <source>Per channel</source>
        <translation>Par canal</translation>
    </message>
    <message>
        <source>Per seller</source>
        <translation>Par vendeur</translation>
    </message>
    <message>
        <source>Per SKU + condition</source>
        <translation>Par SKU + état</translation>
    </message>
    <message>
        <source>Per lot</source>
        <translation>Par lot</translation>
    </message>
</context>
<context>
    <name>GpuPlan::IntakeFailureChartBuilder</name>
    <message>
        <source>Intake failure per source: %1</source>
        <translation>Échec à la réception par source : %1</translation>
    </message>
    <message>
        <source>No card of any lot has a burn-in verdict yet.</source>
        <translation>Aucune carte d&apos;aucun lot n&apos;a encore de verdict de burn-in.</translation>
    </message>
    <message>
        <source>Share of judged cards that failed burn-in (quarantine or reject): the posterior mean (point) and its 90 % interval (whisker)</source>
        <translation>Part des cartes jugées en échec au burn-in (quarantine ou reject) : la moyenne a posteriori (point) et son intervalle à 90 % (moustache)</translation>
    </message>
    <message>
        <source>Intake failure (%)</source>
        <translation>Échec à la réception (%)</translation>
    </message>
    <message>
        <source>%1: 90 % interval %2 to %3, mean %4</source>
        <translation>%1 : intervalle à 90 % de %2 à %3, moyenne %4</translation>
    </message>
    <message>
        <source>%1: intake failure %2 (90 % interval %3 to %4)</source>
        <translation>%1 : échec à la réception %2 (intervalle à 90 % de %3 à %4)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::IntakePage</name>
    <message>
        <source>No lot yet: the records appear once cards of a lot have arrived.</source>
        <translation>Aucun lot pour l&apos;instant : les bilans apparaissent dès que les cartes d&apos;un lot sont arrivées.</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Devis</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lots</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Canaux</translation>
    </message>
    <message>
        <source>Sellers&apos; quotes compared per SKU; one becomes a Decision option in one click</source>
        <translation>Les devis des vendeurs comparés par SKU ; un clic en fait une option de la page Décision</translation>
    </message>
    <message>
        <source>What arrived: each card&apos;s state, burn-in verdict and evidence</source>
        <translation>Ce qui est arrivé : l&apos;état, le verdict de burn-in et les preuves de chaque carte</translation>
    </message>
    <message>
        <source>What the cards say about each source: intake failure with its 90 % interval</source>
        <translation>Ce que disent les cartes de chaque source : l&apos;échec à la réception avec son intervalle à 90 %</translation>
    </message>
    <message>
        <source>&amp;Import Quotes…</source>
        <translation>&amp;Importer des devis…</translation>
    </message>
    <message>
        <source>Read a seller&apos;s quote (CSV or XLSX) with a column mapping; a file with a bad row is refused whole</source>
        <translation>Lire un devis vendeur (CSV ou XLSX) avec une correspondance de colonnes ; un fichier comportant une ligne invalide est refusé en entier</translation>
    </message>
    <message>
        <source>Send to &amp;Decision</source>
        <translation>En&amp;voyer vers Décision</translation>
    </message>
    <message>
        <source>Add the selected quote to the Decision page&apos;s scenario as an option: its price, quantity as the most GPUs, lead time; undoable there</source>
        <translation>Ajouter le devis sélectionné comme option au scénario de la page Décision : son prix, sa quantité comme nombre maximal de GPU, son délai de livraison ; annulable sur cette page</translation>
    </message>
    <message>
        <source>&amp;New Lot…</source>
        <translation>&amp;Nouveau lot…</translation>
    </message>
    <message>
        <source>Record the cards that arrived on the selected quote, by serial</source>
        <translation>Enregistrer les cartes arrivées sur le devis sélectionné, par numéro de série</translation>
    </message>
    <message>
        <source>Compare the quotes of one SKU</source>
        <translation>Comparer les devis d&apos;un SKU</translation>
    </message>
    <message>
        <source>All SKUs</source>
        <translation>Tous les SKU</translation>
    </message>
    <message>
        <source>&amp;Change State</source>
        <translation>&amp;Changer d&apos;état</translation>
    </message>
    <message>
        <source>Move the selected card: only the moves its state allows are offered</source>
        <translation>Changer l&apos;état de la carte sélectionnée : seules les transitions que permet son état sont proposées</translation>
    </message>
    <message>
        <source>Start &amp;Burn-in</source>
        <translation>Démarrer le &amp;burn-in</translation>
    </message>
    <message>
        <source>Run gpuplan-probe&apos;s burn-in on the selected in-pool card (found among this machine&apos;s devices by UUID or serial); the verdict moves the card with the run as evidence</source>
        <translation>Lancer le burn-in de gpuplan-probe sur la carte in-pool sélectionnée (retrouvée parmi les périphériques de cette machine par UUID ou numéro de série) ; le verdict fait changer l&apos;état de la carte, avec l&apos;exécution comme preuve</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import Burn-in &amp;Log…</source>
        <translation>Importer un &amp;journal de burn-in…</translation>
    </message>
    <message>
        <source>Judge a telemetry log recorded during a burn-in elsewhere (nvidia-smi, rocm-smi, DCGM…) for the selected in-pool card; the file joins the fleet and the verdict moves the card</source>
        <translation>Évaluer, pour la carte in-pool sélectionnée, un journal de télémétrie enregistré pendant un burn-in effectué ailleurs (nvidia-smi, rocm-smi, DCGM…) ; le fichier rejoint le parc et le verdict fait changer l&apos;état de la carte</translation>
    </message>
    <message>
        <source>Select a lot, or make one: select a quote, then New Lot.</source>
        <translation>Sélectionnez un lot, ou créez-en un : sélectionnez un devis, puis Nouveau lot.</translation>
    </message>
    <message>
        <source>Lot %1: %2, %3 %4 (%5)</source>
        <translation>Lot %1 : %2, %3 %4 (%5)</translation>
    </message>
    <message>
        <source>Quote %1, received %2%3</source>
        <translation>Devis %1, cartes reçues le %2%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lot %1&lt;/b&gt;: %2. Intake failure %3 % (90 % interval %4–%5 %, prior %6)%7</source>
        <translation>&lt;b&gt;Lot %1&lt;/b&gt; : %2. Échec à la réception %3 % (intervalle à 90 % %4–%5 %, a priori %6)%7</translation>
    </message>
    <message>
        <source>, small sample</source>
        <translation>, petit échantillon</translation>
    </message>
    <message>
        <source>New Lot</source>
        <translation>Nouveau lot</translation>
    </message>
    <message>
        <source>The lot was not recorded: %1</source>
        <translation>Le lot n&apos;a pas été enregistré : %1</translation>
    </message>
    <message>
        <source>Select the quote the cards arrived on first.</source>
        <translation>Sélectionnez d&apos;abord le devis sur lequel les cartes sont arrivées.</translation>
    </message>
    <message>
        <source>New Lot from Quote %1</source>
        <translation>Nouveau lot à partir du devis %1</translation>
    </message>
    <message>
        <source>The serials of the cards that arrived, one a line (&quot;SERIAL,UUID&quot; when the UUID is known):</source>
        <translation>Les numéros de série des cartes arrivées, un par ligne (« SERIE,UUID » quand l&apos;UUID est connu) :</translation>
    </message>
    <message>
        <source>Received on (YYYY-MM-DD):</source>
        <translation>Date de réception (AAAA-MM-JJ) :</translation>
    </message>
    <message>
        <source>Change State</source>
        <translation>Changer d&apos;état</translation>
    </message>
    <message>
        <source>No lot has a card with the serial %1.</source>
        <translation>Aucun lot n&apos;a de carte de numéro de série %1.</translation>
    </message>
    <message>
        <source>The card was not moved: %1</source>
        <translation>L&apos;état de la carte n&apos;a pas été changé : %1</translation>
    </message>
    <message>
        <source>Card %1: %2 -&gt; %3</source>
        <translation>Carte %1 : %2 -&gt; %3</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Select a card first</source>
        <translation>Sélectionnez d&apos;abord une carte</translation>
    </message>
    <message>
        <source>%1 is final</source>
        <translation>%1 est un état final</translation>
    </message>
    <message>
        <source>Card %1 to %2. Note (optional):</source>
        <translation>Passage de la carte %1 à %2. Note (facultative) :</translation>
    </message>
    <message>
        <source>Start Burn-in</source>
        <translation>Démarrer le burn-in</translation>
    </message>
    <message>
        <source>The card %1 is %2: only a card in the pool (in-pool) is burned in. Move it to in-pool first.</source>
        <translation>La carte %1 est en état %2 : seule une carte dans le pool (in-pool) passe en burn-in. Passez-la d&apos;abord à in-pool.</translation>
    </message>
    <message>
        <source>gpuplan-probe could not list this machine&apos;s devices.</source>
        <translation>gpuplan-probe n&apos;a pas pu lister les périphériques de cette machine.</translation>
    </message>
    <message>
        <source>The card is not in this machine.</source>
        <translation>La carte n&apos;est pas dans cette machine.</translation>
    </message>
    <message>
        <source>The card %1 is not among the devices gpuplan-probe sees on this machine (by UUID, else serial): %2. Install it here, or import a burn-in log recorded where it is.</source>
        <translation>La carte %1 ne figure pas parmi les périphériques que gpuplan-probe voit sur cette machine (par UUID, à défaut par numéro de série) : %2. Installez-la ici, ou importez un journal de burn-in enregistré là où elle se trouve.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Intake burn-in of card %1</source>
        <translation>Burn-in de réception de la carte %1</translation>
    </message>
    <message>
        <source>Burning in %1 on %2 (%3 minutes)…</source>
        <translation>Burn-in de %1 sur %2 (%3 minutes)…</translation>
    </message>
    <message>
        <source>Looking for the card %1 among this machine&apos;s devices…</source>
        <translation>Recherche de la carte %1 parmi les périphériques de cette machine…</translation>
    </message>
    <message>
        <source>The burn-in of %1 ended without a verdict (%2); the card stays in the pool.</source>
        <translation>Le burn-in de %1 s&apos;est terminé sans verdict (%2) ; la carte reste dans le pool.</translation>
    </message>
    <message>
        <source>The run could not be stored: %1</source>
        <translation>L&apos;exécution n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>probe run %1</source>
        <translation>probe run %1</translation>
    </message>
    <message>
        <source>burn-in: %1</source>
        <translation>burn-in : %1</translation>
    </message>
    <message>
        <source>Burn-in of %1: %2 (probe run %3).</source>
        <translation>Burn-in de %1 : %2 (probe run %3).</translation>
    </message>
    <message>
        <source>The burn-in of %1 failed; the card stays in the pool.</source>
        <translation>Le burn-in de %1 a échoué ; la carte reste dans le pool.</translation>
    </message>
    <message>
        <source>Import Burn-in Log</source>
        <translation>Importer un journal de burn-in</translation>
    </message>
    <message>
        <source>Select the card the log is about first.</source>
        <translation>Sélectionnez d&apos;abord la carte que concerne le journal.</translation>
    </message>
    <message>
        <source>The card %1 is %2: a burn-in verdict applies to a card in the pool (in-pool). Nothing was imported.</source>
        <translation>La carte %1 est en état %2 : un verdict de burn-in s&apos;applique à une carte dans le pool (in-pool). Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>imported burn-in log: %1</source>
        <translation>journal de burn-in importé : %1</translation>
    </message>
    <message>
        <source>No quote yet: Import Quotes reads a seller&apos;s CSV or XLSX.</source>
        <translation>Aucun devis pour l&apos;instant : Importer des devis lit le fichier CSV ou XLSX d&apos;un vendeur.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>$/(tokens/s): the unit price over the output tokens/s the sizing engine estimates for %1 on one card. Bold: the lowest for its SKU. Amber: stale.</source>
        <translation>$/(tokens/s) : le prix unitaire divisé par le débit de sortie, en tokens/s, que le moteur de dimensionnement estime pour %1 sur une carte. En gras : le plus bas pour son SKU. En orange : périmé.</translation>
    </message>
    <message>
        <source>Import Quotes</source>
        <translation>Importer des devis</translation>
    </message>
    <message>
        <source>Quotes (*.csv *.xlsx);;All files (*)</source>
        <translation>Devis (*.csv *.xlsx);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was changed.
%2</source>
        <translation>%1 n&apos;a pas été importé ; rien n&apos;a été modifié.
%2</translation>
    </message>
    <message>
        <source>It holds no quote.</source>
        <translation>Il ne contient aucun devis.</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 n&apos;a pas été importé : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) imported from %1</source>
        <translation>
            <numerusform>%n devis importé depuis %1</numerusform>
            <numerusform>%n devis importés depuis %1</numerusform>
        </translation>
    </message>
    <message>
        <source>At the Scenario&apos;s Failure Rate</source>
        <translation>Au taux de panne du scénario</translation>
    </message>
    <message>
        <source>The option&apos;s spares use the scenario&apos;s reliability.failures_per_gpu_year</source>
        <translation>Les réserves de l&apos;option utilisent le reliability.failures_per_gpu_year du scénario</translation>
    </message>
    <message>
        <source>Measured on Its Channel (%1)</source>
        <translation>Mesuré sur son canal (%1)</translation>
    </message>
    <message>
        <source>Measured on Its Seller (%1)</source>
        <translation>Mesuré chez son vendeur (%1)</translation>
    </message>
    <message>
        <source>Measured on Its SKU and Condition (%1)</source>
        <translation>Mesuré sur son SKU et son état (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 cards failed intake; %3 failures per GPU-year in service</source>
        <translation>%1 cartes sur %2 en échec à la réception ; %3 pannes par GPU-an en service</translation>
    </message>
    <message>
        <source>Send to Decision</source>
        <translation>Envoyer vers Décision</translation>
    </message>
    <message>
        <source>Select a quote first.</source>
        <translation>Sélectionnez d&apos;abord un devis.</translation>
    </message>
    <message>
        <source>Quote %1 cannot become an option: %2</source>
        <translation>Le devis %1 ne peut pas devenir une option : %2</translation>
    </message>
    <message>
        <source>A cloud quote has no failure rate of its own: the provider replaces failed GPUs.</source>
        <translation>Un devis cloud n&apos;a pas de taux de panne propre : le fournisseur remplace les GPU en panne.</translation>
    </message>
    <message>
        <source>No card of %1 %2 has a burn-in verdict or service time yet: nothing is measured.</source>
        <translation>Aucune carte de %1 %2 n&apos;a encore de verdict de burn-in ni de temps en service : rien n&apos;est mesuré.</translation>
    </message>
    <message>
        <source>Intake &amp;Report…</source>
        <translation>&amp;Rapport de réception…</translation>
    </message>
    <message>
        <source>Write the lot&apos;s intake report as PDF: cards, verdicts with their checks and evidence, state history, fleet findings, failure rates and the summary a seller&apos;s RMA desk needs</source>
        <translation>Écrire le rapport de réception du lot en PDF : cartes, verdicts avec leurs contrôles et leurs preuves, historique des états, constats du parc, taux de défaillance et la synthèse dont le service RMA du vendeur a besoin</translation>
    </message>
    <message>
        <source>Intake Report</source>
        <translation>Rapport de réception</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1 écrit (%n page).</numerusform>
            <numerusform>%1 écrit (%n pages).</numerusform>
        </translation>
    </message>
    <message>
        <source>Intake Report of Lot %1</source>
        <translation>Rapport de réception du lot %1</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>&amp;Nouvel espace de travail…</translation>
    </message>
    <message>
        <source>Create an empty workspace file with the shipped catalog</source>
        <translation>Créer un fichier d&apos;espace de travail vide avec le catalogue livré</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>&amp;Ouvrir un espace de travail…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Find GPU</source>
        <translation>Re&amp;chercher un GPU</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;About GpuPlan</source>
        <translation>À &amp;propos de GpuPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>GPU SKUs, prices and model architectures, with their sources</source>
        <translation>SKU de GPU, prix et architectures de modèles, avec leurs sources</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>Impossible d&apos;ouvrir l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Nouvel espace de travail</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan)</translation>
    </message>
    <message>
        <source>Cannot create workspace</source>
        <translation>Impossible de créer l&apos;espace de travail</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 ne peut pas être remplacé.</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Ouvrir un espace de travail</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan);;All files (*)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>About GpuPlan</source>
        <translation>À propos de GpuPlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GpuPlan %1&lt;/h3&gt;&lt;p&gt;GPU capacity and procurement planning: compare new, used and cloud GPUs with sourced specifications and prices.&lt;/p&gt;&lt;p&gt;Every figure shows where it came from: datasheet, measurement, import, your own edit, or derivation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GpuPlan %1&lt;/h3&gt;&lt;p&gt;Planification de la capacité et des achats de GPU : comparez des GPU neufs, d&apos;occasion et cloud, avec des caractéristiques et des prix sourcés.&lt;/p&gt;&lt;p&gt;Chaque valeur indique son origine : fiche technique, mesure, importation, votre propre modification ou dérivation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Size a model on every GPU: memory fit, tokens per second and cost per million tokens, owned or rented</source>
        <translation>Dimensionner un modèle sur chaque GPU : adéquation mémoire, jetons par seconde et coût par million de jetons, en achat ou en location</translation>
    </message>
    <message>
        <source>Import &amp;Fleet Data…</source>
        <translation>Importer des données de &amp;parc…</translation>
    </message>
    <message>
        <source>Import nvidia-smi, rocm-smi, DCGM, kernel logs, benchmarks or any CSV into the fleet inventory</source>
        <translation>Importer des sorties nvidia-smi, rocm-smi, DCGM, des journaux du noyau, des benchmarks ou tout CSV dans l&apos;inventaire du parc</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Parc</translation>
    </message>
    <message>
        <source>The GPUs imported from your tools&apos; outputs: inventory, health findings with their evidence, telemetry charts and node labels</source>
        <translation>Les GPU importés depuis les sorties de vos outils : inventaire, constats de santé avec leurs preuves, graphiques de télémétrie et étiquettes de nœuds</translation>
    </message>
    <message>
        <source>Probes</source>
        <translation>Sondes</translation>
    </message>
    <message>
        <source>Measure this machine&apos;s accelerators and burn in cards: bandwidth, compute, transfers and latency against the catalog&apos;s spec</source>
        <translation>Mesurer les accélérateurs de cette machine et passer les cartes en burn-in : bande passante, calcul, transferts et latence comparés à la spécification du catalogue</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Which option, in what quantity: fleet size under the SLO, cost, lock-in, ranking and sensitivity of a decision scenario</source>
        <translation>Quelle option, en quelle quantité : taille du parc sous le SLO, coût, dépendance fournisseur, classement et sensibilité d&apos;un scénario de décision</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>The decision report of the Decision page&apos;s scenario: preview, print, PDF, and exports of its tables and charts</source>
        <translation>Le rapport de décision du scénario de la page Décision : aperçu, impression, PDF et exports de ses tableaux et graphiques</translation>
    </message>
    <message>
        <source>GpuPlan — %1[*]</source>
        <translation>GpuPlan — %1[*]</translation>
    </message>
    <message>
        <source>GpuPlan[*]</source>
        <translation>GpuPlan[*]</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>Scénario non enregistré</translation>
    </message>
    <message>
        <source>The decision scenario has unsaved changes. Save them before closing?</source>
        <translation>Le scénario de décision a des modifications non enregistrées. Les enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <source>Workspace opened with problems</source>
        <translation>Espace de travail ouvert avec des problèmes</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Bienvenue</translation>
    </message>
    <message>
        <source>The three ways in: compare GPUs for a model, import fleet data, open the demo decision</source>
        <translation>Les trois points de départ : comparer des GPU pour un modèle, importer des données de parc, ouvrir la décision de démonstration</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every page, menu command and action that has a key:&lt;/p&gt;&lt;table&gt;%1&lt;/table&gt;&lt;p&gt;In tables: Ctrl+C copies the selected cells, Delete removes the selected file on the Fleet page&apos;s Files tab.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque page, commande de menu et action qui a une touche :&lt;/p&gt;&lt;table&gt;%1&lt;/table&gt;&lt;p&gt;Dans les tableaux : Ctrl+C copie les cellules sélectionnées, Suppr retire le fichier sélectionné dans l&apos;onglet Fichiers de la page Parc.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>F&amp;leet</source>
        <translation>&amp;Parc</translation>
    </message>
    <message>
        <source>%1; reconnecting…</source>
        <translation>%1 ; reconnexion…</translation>
    </message>
    <message>
        <source>Reconnected to %1; everything shown was read again.</source>
        <translation>Reconnecté à %1 ; tout ce qui est affiché a été relu.</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>&amp;Espace de travail</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>Who changed what in this workspace, and when</source>
        <translation>Qui a modifié quoi dans cet espace de travail, et quand</translation>
    </message>
    <message>
        <source>Open &amp;Team Workspace (PostgreSQL)…</source>
        <translation>Ouvrir un espace d’é&amp;quipe (PostgreSQL)…</translation>
    </message>
    <message>
        <source>Open a workspace shared on a PostgreSQL server</source>
        <translation>Ouvrir un espace de travail partagé sur un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>the local server</source>
        <translation>le serveur local</translation>
    </message>
    <message>
        <source>%1 has the viewer role on this workspace: ask a GpuPlan admin for the editor role to change it.</source>
        <translation>%1 a le rôle lecteur sur cet espace de travail : demandez le rôle éditeur à un administrateur GpuPlan pour le modifier.</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Lecture seule : %1</translation>
    </message>
    <message>
        <source>Open Team Workspace</source>
        <translation>Ouvrir un espace d’équipe</translation>
    </message>
    <message>
        <source>PostgreSQL database (a libpq URI, or postgresql: and libpq&apos;s key=value words):</source>
        <translation>Base PostgreSQL (une URI libpq, ou postgresql: suivi des mots clé=valeur de libpq) :</translation>
    </message>
    <message>
        <source>For example postgresql://planner@db.example.com/gpuplan?sslmode=verify-full or postgresql:service=gpuplan. The password comes from ~/.pgpass, PGPASSWORD or the service file; one typed in the URI is used for this session and never stored.</source>
        <translation>Par exemple postgresql://planner@db.example.com/gpuplan?sslmode=verify-full ou postgresql:service=gpuplan. Le mot de passe vient de ~/.pgpass, de PGPASSWORD ou du fichier de services ; un mot de passe saisi dans l’URI sert pour cette session et n’est jamais enregistré.</translation>
    </message>
    <message>
        <source>The password was not kept in the keychain: %1</source>
        <translation>Le mot de passe n’a pas été conservé dans le trousseau : %1</translation>
    </message>
    <message>
        <source>The scenario already has the option %1.</source>
        <translation>Le scénario a déjà l&apos;option %1.</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>Ajouter l&apos;option %1</translation>
    </message>
    <message>
        <source>Intake</source>
        <translation>Réception</translation>
    </message>
    <message>
        <source>From a seller&apos;s quote to a card in production: quotes compared, lots of cards through burn-in, and each channel&apos;s measured failure rate</source>
        <translation>Du devis vendeur à la carte en production : devis comparés, lots de cartes passés en burn-in et taux de panne mesuré de chaque canal</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ModelArchTableModel</name>
    <message>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>sliding (%1)</source>
        <translation>glissante (%1)</translation>
    </message>
    <message>
        <source>MLA (rank %1)</source>
        <translation>MLA (rang %1)</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>billions of parameters</extracomment>
        <translation>Md</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>millions of parameters</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>context length in units of 1,048,576 tokens</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1K</source>
        <comment>context length in units of 1,024 tokens</comment>
        <translation>%1K</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>count of layers in the pattern, then their kind</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 experts, %2 active</source>
        <translation>%1 experts, %2 actifs</translation>
    </message>
    <message>
        <source>, %1 shared</source>
        <translation>, %1 partagés</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Dense</translation>
    </message>
    <message>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <source>MoE + MLA</source>
        <translation>MoE + MLA</translation>
    </message>
    <message>
        <source>Hugging Face: %1</source>
        <translation>Hugging Face : %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 paramètres</translation>
    </message>
    <message>
        <source>%1 parameters active per token</source>
        <translation>%1 paramètres actifs par jeton</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>sliding-window</source>
        <translation>à fenêtre glissante</translation>
    </message>
    <message>
        <source>no attention</source>
        <translation>sans attention</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>count of layers, then their kind</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Over %1 layers: %2</source>
        <translation>Sur %1 couches : %2</translation>
    </message>
    <message>
        <source>KV LoRA rank %1, RoPE head dimension %2</source>
        <translation>Rang KV LoRA %1, dimension de tête RoPE %2</translation>
    </message>
    <message>
        <source>Dense model: no experts</source>
        <translation>Modèle dense : aucun expert</translation>
    </message>
    <message>
        <source>%1 routed experts, %2 active per token, %3 shared; %4 dense layers</source>
        <translation>%1 experts routés, %2 actifs par jeton, %3 partagés ; %4 couches denses</translation>
    </message>
    <message>
        <source>Total parameters (B = 10^9)</source>
        <translation>Nombre total de paramètres (Md = 10^9)</translation>
    </message>
    <message>
        <source>Parameters used per token (B = 10^9); less than the total for mixture-of-experts models</source>
        <translation>Paramètres utilisés par jeton (Md = 10^9) ; inférieur au total pour les modèles à mélange d&apos;experts</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the attention heads with grouped-query attention</source>
        <translation>Têtes clé/valeur : moins nombreuses que les têtes d&apos;attention avec l&apos;attention à requêtes groupées</translation>
    </message>
    <message>
        <source>Attention kinds over one cycle of the layer pattern; sliding windows in tokens</source>
        <translation>Types d&apos;attention sur un cycle du motif de couches ; fenêtres glissantes en jetons</translation>
    </message>
    <message>
        <source>Longest context in tokens (K = 1,024 tokens, M = 1,048,576 tokens)</source>
        <translation>Contexte le plus long en jetons (K = 1 024 jetons, M = 1 048 576 jetons)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actifs</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Dim. cachée</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Head dim</source>
        <translation>Dim. tête</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
</context>
<context>
    <name>GpuPlan::OwnVsRentChartBuilder</name>
    <message>
        <source>Own vs rent</source>
        <translation>Achat ou location</translation>
    </message>
    <message>
        <source>There are no months to compare.</source>
        <translation>Il n&apos;y a aucun mois à comparer.</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coût cumulé (%1)</translation>
    </message>
    <message>
        <source>Cumulative cost (million %1)</source>
        <translation>Coût cumulé (millions de %1)</translation>
    </message>
    <message>
        <source>Cumulative cost (thousand %1)</source>
        <translation>Coût cumulé (milliers de %1)</translation>
    </message>
    <message>
        <source>Own vs rent: %1</source>
        <translation>Achat ou location : %1</translation>
    </message>
    <message>
        <source>Owning (present value %1)</source>
        <translation>Achat (valeur actuelle %1)</translation>
    </message>
    <message>
        <source>Renting (present value %1)</source>
        <translation>Location (valeur actuelle %1)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>break-even: month %1</source>
        <translation>seuil de rentabilité : mois %1</translation>
    </message>
    <message numerus="yes">
        <source>owning never breaks even in %n months</source>
        <translation>
            <numerusform>l&apos;achat n&apos;atteint jamais le seuil de rentabilité en %n mois</numerusform>
            <numerusform>l&apos;achat n&apos;atteint jamais le seuil de rentabilité en %n mois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuPlan::ParetoChartBuilder</name>
    <message>
        <source>Performance per %1 and per watt: %2</source>
        <translation>Performances par %1 et par watt : %2</translation>
    </message>
    <message>
        <source>No SKU that fits has both a purchase price and a power figure.</source>
        <translation>Aucun SKU qui tient en mémoire n&apos;a à la fois un prix d&apos;achat et une puissance connue.</translation>
    </message>
    <message>
        <source>No SKU that fits has both a rental price and a power figure.</source>
        <translation>Aucun SKU qui tient en mémoire n&apos;a à la fois un prix de location et une puissance connue.</translation>
    </message>
    <message>
        <source>Other SKUs</source>
        <translation>Autres SKU</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Frontière de Pareto</translation>
    </message>
    <message>
        <source>Pareto frontier: no SKU is better on both axes</source>
        <translation>Frontière de Pareto : aucun SKU n&apos;est meilleur sur les deux axes</translation>
    </message>
    <message>
        <source>Output tokens/s per %1/hour owned (per useful GPU-hour)</source>
        <translation>Jetons de sortie/s par %1/heure en achat (par heure-GPU utile)</translation>
    </message>
    <message>
        <source>Output tokens/s per %1/hour rented (per useful GPU-hour)</source>
        <translation>Jetons de sortie/s par %1/heure en location (par heure-GPU utile)</translation>
    </message>
    <message>
        <source>Output tokens/s per watt of board power</source>
        <translation>Jetons de sortie/s par watt de puissance de la carte</translation>
    </message>
</context>
<context>
    <name>GpuPlan::PriceTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a reserved-instance price kind and its term, e.g. &quot;Cloud reserved (1y)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>this price is %1 old</source>
        <translation>ce prix date de %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Ancienneté</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeBackendModel</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>Loaded from %1</source>
        <translation>Chargé depuis %1</translation>
    </message>
    <message>
        <source>Not available: %1
Module: %2</source>
        <extracomment>%1 why the backend cannot load, %2 its module file</extracomment>
        <translation>Indisponible : %1
Module : %2</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Module or reason</source>
        <translation>Module ou raison</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeDeviceModel</name>
    <message>
        <source>streaming multiprocessors (SMs)</source>
        <translation>multiprocesseurs de flux (SM)</translation>
    </message>
    <message>
        <source>compute units (CUs)</source>
        <translation>unités de calcul (CU)</translation>
    </message>
    <message>
        <source>Xe cores</source>
        <translation>cœurs Xe</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>threads CPU</translation>
    </message>
    <message>
        <source>compute units</source>
        <translation>unités de calcul</translation>
    </message>
    <message>
        <source>Gen%1 x%2</source>
        <extracomment>a PCIe link: generation and lane count</extracomment>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <source>%1 (max Gen%2 x%3)</source>
        <translation>%1 (max. Gen%2 x%3)</translation>
    </message>
    <message>
        <source>%1 (runtime %2)</source>
        <extracomment>driver version, then the runtime&apos;s (CUDA, ROCm, Level Zero) version</extracomment>
        <translation>%1 (runtime %2)</translation>
    </message>
    <message>
        <source>%1 (%2), as the %3 backend names it</source>
        <translation>%1 (%2), tel que nommé par le backend %3</translation>
    </message>
    <message>
        <source>UUID: %1</source>
        <translation>UUID : %1</translation>
    </message>
    <message>
        <source>Serial number: %1</source>
        <translation>Numéro de série : %1</translation>
    </message>
    <message>
        <source>PCI bus: %1</source>
        <translation>Bus PCI : %1</translation>
    </message>
    <message>
        <source>Core clock: %1 MHz</source>
        <translation>Fréquence cœur : %1 MHz</translation>
    </message>
    <message>
        <source>%L1 bytes of device memory (GiB = 2^30 bytes)</source>
        <translation>%L1 octets de mémoire du périphérique (GiB = 2^30 octets)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The backend does not report the PCIe link</source>
        <translation>Le backend ne rapporte pas le lien PCIe</translation>
    </message>
    <message>
        <source>Current link Gen%1 x%2, maximum Gen%3 x%4. Links train down at idle; the burn-in judges the link under load.</source>
        <translation>Lien actuel Gen%1 x%2, maximum Gen%3 x%4. Les liens se renégocient à la baisse au repos ; le burn-in évalue le lien sous charge.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Compute units</source>
        <translation>Unités de calcul</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>Lien PCIe</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeHistoryModel</name>
    <message>
        <source>completed</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>a result did not verify</source>
        <translation>un résultat a échoué à la vérification</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>burn-in finished</source>
        <translation>burn-in terminé</translation>
    </message>
    <message>
        <source>runner crashed</source>
        <translation>plantage de l&apos;exécuteur</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>invalid runner output</source>
        <translation>sortie de l&apos;exécuteur invalide</translation>
    </message>
    <message>
        <source>runner version mismatch</source>
        <translation>version de l&apos;exécuteur incompatible</translation>
    </message>
    <message>
        <source>runner ended early</source>
        <translation>arrêt prématuré de l&apos;exécuteur</translation>
    </message>
    <message>
        <source>backend unavailable</source>
        <translation>backend indisponible</translation>
    </message>
    <message>
        <source>no such device</source>
        <translation>périphérique introuvable</translation>
    </message>
    <message>
        <source>runner refused the options</source>
        <translation>options refusées par l&apos;exécuteur</translation>
    </message>
    <message>
        <source>runner error</source>
        <translation>erreur de l&apos;exécuteur</translation>
    </message>
    <message>
        <source>runner not found</source>
        <translation>exécuteur introuvable</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2&#xa0;%3</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) failed</source>
        <translation>
            <numerusform>%n vérification en échec</numerusform>
            <numerusform>%n vérifications en échec</numerusform>
        </translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Runner status: %1</source>
        <translation>État de l&apos;exécuteur : %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeListJob</name>
    <message>
        <source>more than 4 MiB of output</source>
        <translation>plus de 4 MiB de sortie</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeLiveChartBuilder</name>
    <message>
        <source>Measuring %1</source>
        <translation>Mesure de %1</translation>
    </message>
    <message>
        <source>Burn-in of %1</source>
        <translation>Burn-in de %1</translation>
    </message>
    <message>
        <source>Timed run</source>
        <translation>Exécution chronométrée</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Core clock</source>
        <translation>Fréquence cœur</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeLiveChartView</name>
    <message>
        <source>Live measurement</source>
        <translation>Mesure en direct</translation>
    </message>
    <message>
        <source>The values of a running measurement or burn-in appear here as the runner reports them</source>
        <translation>Les valeurs d&apos;une mesure ou d&apos;un burn-in en cours s&apos;affichent ici à mesure que l&apos;exécuteur les rapporte</translation>
    </message>
    <message>
        <source>Choose a device and press Run (or Start burn-in): the measured values appear here live, as the runner reports them.</source>
        <translation>Choisissez un périphérique et lancez une mesure (Exécuter, ou Démarrer le burn-in) : les valeurs mesurées s&apos;affichent ici en direct, à mesure que l&apos;exécuteur les transmet.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeProcess</name>
    <message>
        <source>a line longer than 1 MiB</source>
        <translation>une ligne de plus de 1 MiB</translation>
    </message>
    <message>
        <source>the first message must be a hello line</source>
        <translation>le premier message doit être une ligne hello</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeResultModel</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NON</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a percentage of the catalog&apos;s spec</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%L1 bytes moved per run (read + written); GB = 10^9 bytes</source>
        <translation>%L1 octets déplacés par exécution (lus + écrits) ; GB = 10^9 octets</translation>
    </message>
    <message>
        <source>%L1 floating-point operations per run; GFLOP = 10^9</source>
        <translation>%L1 opérations en virgule flottante par exécution ; GFLOP = 10^9</translation>
    </message>
    <message>
        <source>Working set: %1</source>
        <translation>Ensemble de travail : %1</translation>
    </message>
    <message>
        <source>Timer: %1</source>
        <translation>Chronométrage : %1</translation>
    </message>
    <message>
        <source>How it ran: %1</source>
        <translation>Mode d&apos;exécution : %1</translation>
    </message>
    <message>
        <source>Core clock during the test: %1 MHz</source>
        <translation>Fréquence cœur pendant le test : %1 MHz</translation>
    </message>
    <message>
        <source>Temperature during the test: %1 °C</source>
        <translation>Température pendant le test : %1 °C</translation>
    </message>
    <message>
        <source>Measured on %1 (%2 backend)</source>
        <translation>Mesuré sur %1 (backend %2)</translation>
    </message>
    <message>
        <source>Lowest of %1 timed runs; warm-up runs are not counted.</source>
        <translation>Minimum de %1 exécutions chronométrées ; les exécutions de préchauffage ne comptent pas.</translation>
    </message>
    <message>
        <source>Highest of %1 timed runs; warm-up runs are not counted.</source>
        <translation>Maximum de %1 exécutions chronométrées ; les exécutions de préchauffage ne comptent pas.</translation>
    </message>
    <message>
        <source>Range %1 to %2 %3</source>
        <translation>Plage de %1 à %2 %3</translation>
    </message>
    <message>
        <source>Median of %1 timed runs</source>
        <translation>Médiane de %1 exécutions chronométrées</translation>
    </message>
    <message>
        <source>Every result element matched the value computed on the host</source>
        <translation>Chaque élément du résultat correspond à la valeur calculée sur l&apos;hôte</translation>
    </message>
    <message>
        <source>The results did not verify: %1</source>
        <translation>Les résultats ont échoué à la vérification : %1</translation>
    </message>
    <message>
        <source>Choose the SKU this device is sold as to compare with its spec</source>
        <translation>Choisissez le SKU sous lequel ce périphérique est vendu pour le comparer à sa spécification</translation>
    </message>
    <message>
        <source>The catalog has no figure for %1 to compare with on %2</source>
        <translation>Le catalogue n&apos;a aucune valeur de %1 à comparer pour %2</translation>
    </message>
    <message>
        <source>%1 of %2 in the catalog, in %3
%4</source>
        <translation>%1 de %2 dans le catalogue, en %3
%4</translation>
    </message>
    <message>
        <source>The catalog&apos;s peak is the matrix (tensor) rate where the GPU has one; a vector FMA reaches a fraction of it.</source>
        <translation>Le pic du catalogue est le débit matriciel (tensoriel) lorsque le GPU en dispose ; une FMA vectorielle n&apos;en atteint qu&apos;une fraction.</translation>
    </message>
    <message>
        <source>%1 %3 / %2 %3 = %4 %</source>
        <extracomment>best run / spec = percent</extracomment>
        <translation>%1 %3 / %2 %3 = %4 %</translation>
    </message>
    <message>
        <source>Best run as a percentage of the catalog&apos;s spec for the chosen SKU</source>
        <translation>Meilleure exécution en pourcentage de la spécification du catalogue pour le SKU choisi</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
    <message>
        <source>Spec (%1)</source>
        <translation>Spéc. (%1)</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spéc.</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>% de la spéc.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeResultsPanel</name>
    <message>
        <source>Use in estimates</source>
        <translation>Utiliser dans les estimations</translation>
    </message>
    <message>
        <source>Results appear here as each test finishes; pick a run in History to see it again.</source>
        <translation>Les résultats s&apos;affichent ici à la fin de chaque test ; choisissez une exécution dans l&apos;historique pour la revoir.</translation>
    </message>
    <message>
        <source>Stored run of %1: %2</source>
        <translation>Exécution enregistrée de %1 : %2</translation>
    </message>
    <message>
        <source>&lt;b style=&quot;color: %1&quot;&gt;Burn-in verdict: %2&lt;/b&gt; — %3 failed, %4 not checked, after %5 s of load</source>
        <extracomment>%1 colour, %2 the verdict, %3 failed checks, %4 unchecked ones, %5 seconds</extracomment>
        <translation>&lt;b style=&quot;color: %1&quot;&gt;Verdict du burn-in : %2&lt;/b&gt; — %3 en échec, %4 non vérifiés, après %5 s de charge</translation>
    </message>
    <message>
        <source>Sets the chosen SKU&apos;s figures, for every estimate, from this card&apos;s verified measurements: the memory bandwidth from the triad divided by 0.90; the FP16, BF16, INT8 and FP8 tensor peaks from their GEMMs divided by 0.89, 0.90, 0.83 and 0.86; and the FP32 peak from the FMA loop divided by 0.975: the shares of the datasheet a healthy card reaches (BabelStream on an A100, the probes on an H200). A healthy card keeps about its datasheet figures; a slow one gets less, and its estimates say they use a measured ceiling. Undo with Ctrl+Z; revert it in the Catalog page.</source>
        <translation>Règle les valeurs du SKU choisi, pour toutes les estimations, d&apos;après les mesures vérifiées de cette carte : la bande passante mémoire d&apos;après la triade divisée par 0,90 ; les pics tensoriels FP16, BF16, INT8 et FP8 d&apos;après leurs GEMM divisées par 0,89, 0,90, 0,83 et 0,86 ; et le pic FP32 d&apos;après la boucle FMA divisée par 0,975 : les parts de la fiche technique qu&apos;atteint une carte saine (BabelStream sur une A100, les sondes sur une H200). Une carte saine garde à peu près les valeurs de sa fiche ; une carte lente obtient moins, et ses estimations indiquent qu&apos;elles utilisent un plafond mesuré. Annulez avec Ctrl+Z ; rétablissez-les dans la page Catalogue.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeRunForm</name>
    <message>
        <source>&amp;Bandwidth</source>
        <translation>&amp;Bande passante</translation>
    </message>
    <message>
        <source>Memory bandwidth: copy, scale, add and triad (STREAM kernels)</source>
        <translation>Bande passante mémoire : copy, scale, add et triad (kernels STREAM)</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>&amp;Calcul</translation>
    </message>
    <message>
        <source>Peak arithmetic: FMA chains per precision</source>
        <translation>Pic arithmétique : chaînes de FMA par précision</translation>
    </message>
    <message>
        <source>&amp;Transfer</source>
        <translation>&amp;Transfert</translation>
    </message>
    <message>
        <source>Host to device and back, pinned and pageable memory (GPUs only)</source>
        <translation>De l&apos;hôte vers le périphérique et retour, mémoire épinglée et paginable (GPU uniquement)</translation>
    </message>
    <message>
        <source>&amp;Latency</source>
        <translation>&amp;Latence</translation>
    </message>
    <message>
        <source>Kernel launch latency (GPUs only)</source>
        <translation>Latence de lancement des kernels (GPU uniquement)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(none: no comparison with a spec)</source>
        <translation>(aucune : pas de comparaison avec une spécification)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No SKU chosen: results are not compared with a spec, and the burn-in does not judge bandwidth or FP32.</source>
        <translation>Aucun SKU choisi : les résultats ne sont pas comparés à une spécification et le burn-in n&apos;évalue ni la bande passante ni le FP32.</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>absent du catalogue</translation>
    </message>
    <message>
        <source>Spec of %1: memory bandwidth %2, FP32 peak %3.</source>
        <translation>Spécification de %1 — bande passante mémoire : %2, pic FP32 : %3.</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1&#xa0;GFLOP/s</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Périphérique :</translation>
    </message>
    <message>
        <source>&amp;Sold as:</source>
        <translation>&amp;Vendu comme :</translation>
    </message>
    <message>
        <source>The catalog SKU whose spec the results and the burn-in are compared with; chosen from the device&apos;s name, change it when the card is sold under another name</source>
        <translation>Le SKU du catalogue dont la spécification sert de comparaison aux résultats et au burn-in ; choisi d&apos;après le nom du périphérique, changez-le quand la carte est vendue sous un autre nom</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Exécuter</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>D&amp;uration:</source>
        <translation>&amp;Durée :</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>Cla&amp;sse :</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Centre de données</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Station de travail</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Grand public</translation>
    </message>
    <message>
        <source>Sets the criteria to the class&apos;s defaults</source>
        <translation>Applique les critères par défaut de la classe</translation>
    </message>
    <message>
        <source>Min. sustained clock:</source>
        <translation>Fréquence soutenue min. :</translation>
    </message>
    <message>
        <source>Median clock after the warm-up, as a share of the first minute&apos;s median</source>
        <translation>Fréquence médiane après le préchauffage, en part de la médiane de la première minute</translation>
    </message>
    <message>
        <source>Max. temperature:</source>
        <translation>Température max. :</translation>
    </message>
    <message>
        <source>Min. bandwidth:</source>
        <translation>Bande passante min. :</translation>
    </message>
    <message>
        <source>Sustained bandwidth as a share of the SKU&apos;s spec</source>
        <translation>Bande passante soutenue en part de la spécification du SKU</translation>
    </message>
    <message>
        <source>Min. FP32:</source>
        <translation>FP32 min. :</translation>
    </message>
    <message>
        <source>Sustained FP32 as a share of the SKU&apos;s FP32 peak</source>
        <translation>FP32 soutenu en part du pic FP32 du SKU</translation>
    </message>
    <message>
        <source>Warm-up:</source>
        <translation>Préchauffage :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The first seconds are the clock reference and are not judged</source>
        <translation>Les premières secondes servent de référence de fréquence et ne sont pas évaluées</translation>
    </message>
    <message>
        <source>Require the maximum PCIe link</source>
        <translation>Exiger le lien PCIe maximal</translation>
    </message>
    <message>
        <source>&amp;Start burn-in</source>
        <translation>Dé&amp;marrer le burn-in</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbeVerdictModel</name>
    <message>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantaine</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejet</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>Result miscompares</source>
        <translation>Résultats erronés</translation>
    </message>
    <message>
        <source>Xid errors</source>
        <translation>Erreurs Xid</translation>
    </message>
    <message>
        <source>Uncorrectable ECC errors</source>
        <translation>Erreurs ECC non corrigibles</translation>
    </message>
    <message>
        <source>Retired or remapped pages</source>
        <translation>Pages retirées ou remappées</translation>
    </message>
    <message>
        <source>Clock under sustained load</source>
        <translation>Fréquence sous charge soutenue</translation>
    </message>
    <message>
        <source>Hottest temperature</source>
        <translation>Température maximale</translation>
    </message>
    <message>
        <source>PCIe link under load</source>
        <translation>Lien PCIe sous charge</translation>
    </message>
    <message>
        <source>Sustained memory bandwidth</source>
        <translation>Bande passante mémoire soutenue</translation>
    </message>
    <message>
        <source>Sustained FP32</source>
        <translation>FP32 soutenu</translation>
    </message>
    <message>
        <source>Every slice of load is verified against values computed on the host; a single wrong element means the card computes wrong results.</source>
        <translation>Chaque tranche de charge est vérifiée par rapport à des valeurs calculées sur l&apos;hôte ; un seul élément faux signifie que la carte produit des résultats erronés.</translation>
    </message>
    <message>
        <source>A driver counter that must not grow during the burn-in; growth points to failing memory or a failing card.</source>
        <translation>Un compteur du pilote qui ne doit pas augmenter pendant le burn-in ; une hausse indique une mémoire ou une carte défaillante.</translation>
    </message>
    <message>
        <source>The median clock after the warm-up against the first minute&apos;s: a card that cannot hold its clock is cooling or power limited.</source>
        <translation>La fréquence médiane après le préchauffage comparée à celle de la première minute : une carte qui ne tient pas sa fréquence est limitée par son refroidissement ou son alimentation.</translation>
    </message>
    <message>
        <source>The hottest reading against the criteria&apos;s limit, or the device&apos;s own slowdown temperature when that is lower.</source>
        <translation>La température la plus haute relevée comparée à la limite des critères, ou à la température de ralentissement du périphérique si elle est plus basse.</translation>
    </message>
    <message>
        <source>The link generation and width under load against the device&apos;s maximum: a lower link means a bad slot, riser or card.</source>
        <translation>La génération et la largeur du lien sous charge comparées au maximum du périphérique : un lien inférieur signale un slot, un riser ou une carte défectueux.</translation>
    </message>
    <message>
        <source>The median of the slices after the warm-up against the minimum fraction of the catalog&apos;s spec for the chosen SKU.</source>
        <translation>La médiane des tranches après le préchauffage comparée à la fraction minimale de la spécification du catalogue pour le SKU choisi.</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1&#xa0;MHz</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1&#xa0;°C</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1&#xa0;GFLOP/s</translation>
    </message>
    <message>
        <source>%1 allowed</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>≥ %1 MHz</source>
        <translation>≥ %1&#xa0;MHz</translation>
    </message>
    <message>
        <source>≤ %1 °C</source>
        <translation>≤ %1&#xa0;°C</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≥ %1 GB/s</source>
        <translation>≥ %1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>≥ %1 GFLOP/s</source>
        <translation>≥ %1&#xa0;GFLOP/s</translation>
    </message>
    <message>
        <source>(%1 on failure)</source>
        <translation>(%1 en cas d&apos;échec)</translation>
    </message>
    <message>
        <source>Not checked: the telemetry, the criteria or the catalog gave nothing to judge it on.</source>
        <translation>Non vérifié : ni la télémétrie, ni les critères, ni le catalogue n&apos;ont fourni de quoi l&apos;évaluer.</translation>
    </message>
    <message>
        <source>Runner&apos;s note: %1</source>
        <translation>Note de l&apos;exécuteur : %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation>Conséquence</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ProbesPage</name>
    <message numerus="yes">
        <source>gpuplan-probe %1: %n device(s), %2 of %3 backends available</source>
        <translation>
            <numerusform>gpuplan-probe %1 : %n périphérique, %2 backends disponibles sur %3</numerusform>
            <numerusform>gpuplan-probe %1 : %n périphériques, %2 backends disponibles sur %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The runner could not list the devices.</source>
        <translation>L&apos;exécuteur n&apos;a pas pu lister les périphériques.</translation>
    </message>
    <message>
        <source>%1 — %2 %</source>
        <translation>%1 — %2 %</translation>
    </message>
    <message>
        <source>The runner reported a problem (%1): %2</source>
        <translation>L&apos;exécuteur a signalé un problème (%1) : %2</translation>
    </message>
    <message>
        <source>Asking gpuplan-probe which backends and devices it sees…</source>
        <translation>Interrogation de gpuplan-probe sur les backends et les périphériques qu&apos;il voit…</translation>
    </message>
    <message>
        <source>History (%1)</source>
        <translation>Historique (%1)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Act&amp;ualiser</translation>
    </message>
    <message>
        <source>Ask gpuplan-probe again which backends load and which devices it sees</source>
        <translation>Redemander à gpuplan-probe quels backends se chargent et quels périphériques il voit</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Périphériques</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Stop the runner; what it measured so far is kept</source>
        <translation>Arrêter l&apos;exécuteur ; les mesures déjà faites sont conservées</translation>
    </message>
    <message>
        <source>The devices are listed when the page is first shown.</source>
        <translation>Les périphériques sont listés au premier affichage de la page.</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: triad median %2 GB/s divided by %3, the share of the datasheet a healthy card reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane triad %2 GB/s divisée par %3, la part de la fiche technique qu&apos;atteint une carte saine</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>cette machine</translation>
    </message>
    <message>
        <source>This run on %1</source>
        <translation>Cette exécution sur %1</translation>
    </message>
    <message>
        <source>Starting the burn-in…</source>
        <translation>Démarrage du burn-in…</translation>
    </message>
    <message>
        <source>Starting the measurement…</source>
        <translation>Démarrage de la mesure…</translation>
    </message>
    <message>
        <source>Cancelling: the runner stops and sends what it measured so far…</source>
        <translation>Annulation : l&apos;exécuteur s&apos;arrête et envoie ce qu&apos;il a déjà mesuré…</translation>
    </message>
    <message>
        <source>Burn-in finished: the card passed.</source>
        <translation>Burn-in terminé : la carte a réussi.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n test(s) measured and verified.</source>
        <translation>
            <numerusform>Terminé : %n test mesuré et vérifié.</numerusform>
            <numerusform>Terminé : %n tests mesurés et vérifiés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Burn-in finished: %1.</source>
        <translation>Burn-in terminé : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; %n result(s) kept.</source>
        <translation>
            <numerusform>Annulé ; %n résultat conservé.</numerusform>
            <numerusform>Annulé ; %n résultats conservés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run ended with exit code %1.</source>
        <translation>L&apos;exécution s&apos;est terminée avec le code de sortie %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 what the exit code means, %2 the runner&apos;s error lines</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The run failed; the page is ready for another.</source>
        <translation>L&apos;exécution a échoué ; la page est prête pour une nouvelle exécution.</translation>
    </message>
    <message>
        <source>The run could not be stored in the workspace: %1</source>
        <translation>L&apos;exécution n&apos;a pas pu être enregistrée dans l&apos;espace de travail : %1</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: FP16 tensor GEMM median %2 GFLOP/s divided by %3, the share of the datasheet a healthy card&apos;s GEMM reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane de la GEMM tensorielle FP16 %2 GFLOP/s divisée par %3, la part de la fiche technique qu&apos;atteint la GEMM d&apos;une carte saine</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: FP32 FMA median %2 GFLOP/s divided by %3, the share of the peak a healthy card&apos;s FMA loop reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane FMA FP32 %2 GFLOP/s divisée par %3, la part du pic qu&apos;atteint la boucle FMA d&apos;une carte saine</translation>
    </message>
    <message>
        <source>Use the measured figures of %1 in estimates</source>
        <translation>Utiliser les valeurs mesurées de %1 dans les estimations</translation>
    </message>
    <message>
        <source>The measured figures were not saved: %1</source>
        <translation>Les valeurs mesurées n&apos;ont pas été enregistrées : %1</translation>
    </message>
    <message>
        <source>No run stored yet: every measurement and burn-in made here is kept in this list with its verdict, per device.</source>
        <translation>Aucune exécution enregistrée : chaque mesure et chaque burn-in faits ici sont conservés dans cette liste avec leur verdict, par périphérique.</translation>
    </message>
    <message>
        <source>Waiting for the first values from %1…</source>
        <translation>En attente des premières valeurs de %1…</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: BF16 tensor GEMM median %2 GFLOP/s divided by %3, the share of the datasheet a healthy card&apos;s GEMM reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane de la GEMM tensorielle BF16 %2 GFLOP/s divisée par %3, la part de la fiche technique qu&apos;atteint la GEMM d&apos;une carte saine</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: INT8 tensor GEMM median %2 GOP/s divided by %3, the share of the datasheet a healthy card&apos;s GEMM reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane de la GEMM tensorielle INT8 %2 GOP/s divisée par %3, la part de la fiche technique qu&apos;atteint la GEMM d&apos;une carte saine</translation>
    </message>
    <message>
        <source>Measured by gpuplan-probe on %1: FP8 tensor GEMM median %2 GFLOP/s divided by %3, the share of the datasheet a healthy card&apos;s GEMM reaches</source>
        <translation>Mesuré par gpuplan-probe sur %1 : médiane de la GEMM tensorielle FP8 %2 GFLOP/s divisée par %3, la part de la fiche technique qu&apos;atteint la GEMM d&apos;une carte saine</translation>
    </message>
</context>
<context>
    <name>GpuPlan::PrometheusDialog</name>
    <message>
        <source>Connect to Prometheus</source>
        <translation>Se connecter à Prometheus</translation>
    </message>
    <message>
        <source>The server&apos;s address with its path prefix: Prometheus (http://host:9090), Thanos Query, Mimir (https://host/prometheus) or VictoriaMetrics (http://host:8428). They all answer the Prometheus HTTP API.</source>
        <translation>L&apos;adresse du serveur avec son préfixe de chemin : Prometheus (http://hôte:9090), Thanos Query, Mimir (https://hôte/prometheus) ou VictoriaMetrics (http://hôte:8428). Tous répondent à l&apos;API HTTP de Prometheus.</translation>
    </message>
    <message>
        <source>Sent as the X-Scope-OrgID header: the tenant of Mimir, Cortex or Thanos Receive. Leave empty for a single-tenant server.</source>
        <translation>Envoyé dans l&apos;en-tête X-Scope-OrgID : le locataire de Mimir, Cortex ou Thanos Receive. Laissez vide pour un serveur à locataire unique.</translation>
    </message>
    <message>
        <source>Label matchers added to every series GpuPlan asks for, such as {Hostname=~&quot;gpu-.*&quot;} or {cluster=&quot;prod&quot;}. Empty: every GPU the server has.</source>
        <translation>Sélecteurs d&apos;étiquettes ajoutés à chaque série demandée, comme {Hostname=~&quot;gpu-.*&quot;} ou {cluster=&quot;prod&quot;}. Vide : tous les GPU du serveur.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Jeton bearer</translation>
    </message>
    <message>
        <source>User and password (basic)</source>
        <translation>Utilisateur et mot de passe (basic)</translation>
    </message>
    <message>
        <source>The token or password. It is never saved in the workspace: keep it in the desktop keychain, or name a file that holds it.</source>
        <translation>Le jeton ou le mot de passe. Il n&apos;est jamais enregistré dans l&apos;espace de travail : gardez-le dans le trousseau du bureau, ou indiquez un fichier qui le contient.</translation>
    </message>
    <message>
        <source>Keep it in the desktop keychain</source>
        <translation>Le garder dans le trousseau du bureau</translation>
    </message>
    <message>
        <source>A file that holds the token or password (read at each pull), instead of the keychain.</source>
        <translation>Un fichier qui contient le jeton ou le mot de passe (lu à chaque tirage), au lieu du trousseau.</translation>
    </message>
    <message>
        <source>PEM certificates of the CA that signed the server&apos;s certificate, trusted in addition to the system&apos;s.</source>
        <translation>Certificats PEM de l&apos;autorité qui a signé le certificat du serveur, acceptés en plus de ceux du système.</translation>
    </message>
    <message>
        <source>A PEM client certificate, for a server that asks for one (mutual TLS).</source>
        <translation>Un certificat client PEM, pour un serveur qui en demande un (TLS mutuel).</translation>
    </message>
    <message>
        <source>The client certificate&apos;s PEM private key (RSA or EC), when it is not in the same file.</source>
        <translation>La clé privée PEM du certificat client (RSA ou EC), quand elle n&apos;est pas dans le même fichier.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>The bucket the server aggregates each series into (mean, peak, counter growth). Automatic: 60 s, or longer so that a series has about 300 buckets.</source>
        <translation>L&apos;intervalle dans lequel le serveur agrège chaque série (moyenne, pic, croissance des compteurs). Automatique : 60 s, ou plus long pour qu&apos;une série ait environ 300 intervalles.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>The Fleet page pulls what is new every so many minutes while GpuPlan is open.</source>
        <translation>La page Parc tire les nouveautés toutes les N minutes tant que GpuPlan est ouvert.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL :</translation>
    </message>
    <message>
        <source>&amp;Series selector:</source>
        <translation>&amp;Sélecteur de séries :</translation>
    </message>
    <message>
        <source>&amp;Tenant:</source>
        <translation>&amp;Locataire :</translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation>&amp;Authentification :</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>&amp;Nom d&apos;utilisateur :</translation>
    </message>
    <message>
        <source>Token or &amp;password:</source>
        <translation>Jeton ou &amp;mot de passe :</translation>
    </message>
    <message>
        <source>…or read from &amp;file:</source>
        <translation>…ou lu depuis un &amp;fichier :</translation>
    </message>
    <message>
        <source>Token or Password File</source>
        <translation>Fichier du jeton ou du mot de passe</translation>
    </message>
    <message>
        <source>&amp;CA certificates:</source>
        <translation>Certificats d&apos;&amp;autorité :</translation>
    </message>
    <message>
        <source>CA Certificates</source>
        <translation>Certificats d&apos;autorité</translation>
    </message>
    <message>
        <source>Client c&amp;ertificate:</source>
        <translation>C&amp;ertificat client :</translation>
    </message>
    <message>
        <source>Client Certificate</source>
        <translation>Certificat client</translation>
    </message>
    <message>
        <source>Client &amp;key:</source>
        <translation>&amp;Clé client :</translation>
    </message>
    <message>
        <source>Client Key</source>
        <translation>Clé client</translation>
    </message>
    <message>
        <source>B&amp;ucket:</source>
        <translation>&amp;Intervalle :</translation>
    </message>
    <message>
        <source>&amp;Pull again every:</source>
        <translation>&amp;Tirer de nouveau toutes les :</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>The URL starts with http:// or https:// and names a host.</source>
        <translation>L&apos;URL commence par http:// ou https:// et nomme un hôte.</translation>
    </message>
    <message>
        <source>Series selector: %1.</source>
        <translation>Sélecteur de séries : %1.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Interrogation de %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1 answers (version %2): %n GPU(s) in the last 24 hours, with %3 of the GPU metrics GpuPlan reads.</source>
        <translation>
            <numerusform>%1 répond (version %2) : %n GPU dans les dernières 24 heures, avec %3 des métriques GPU que GpuPlan lit.</numerusform>
            <numerusform>%1 répond (version %2) : %n GPU dans les dernières 24 heures, avec %3 des métriques GPU que GpuPlan lit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuPlan::PrometheusPanel</name>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Selector</source>
        <translation>Sélecteur</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Locataire</translation>
    </message>
    <message>
        <source>Pulled Up To</source>
        <translation>Tiré jusqu&apos;à</translation>
    </message>
    <message>
        <source>Last Pull</source>
        <translation>Dernier tirage</translation>
    </message>
    <message>
        <source>Pull Every</source>
        <translation>Tirer toutes les</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <source>A Prometheus, Thanos, Mimir or VictoriaMetrics server to pull the fleet&apos;s GPU telemetry from</source>
        <translation>Un serveur Prometheus, Thanos, Mimir ou VictoriaMetrics d&apos;où tirer la télémétrie GPU du parc</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Pull Now</source>
        <translation>&amp;Tirer maintenant</translation>
    </message>
    <message>
        <source>Asks the selected server for what is new since its last pull (the last hour at first), aggregated per bucket on the server, and judges it with the fleet&apos;s health rules</source>
        <translation>Demande au serveur choisi ce qui est nouveau depuis son dernier tirage (la dernière heure la première fois), agrégé par intervalle sur le serveur, et le juge avec les règles de santé du parc</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Connect to &amp;Prometheus…</source>
        <translation>Se connecter à &amp;Prometheus…</translation>
    </message>
    <message>
        <source>Pull the fleet&apos;s GPU telemetry from Prometheus, Thanos, Mimir or VictoriaMetrics</source>
        <translation>Tirer la télémétrie GPU du parc de Prometheus, Thanos, Mimir ou VictoriaMetrics</translation>
    </message>
    <message>
        <source>&amp;Pull from Prometheus</source>
        <translation>&amp;Tirer de Prometheus</translation>
    </message>
    <message>
        <source>Ask the selected Prometheus source for what is new since its last pull</source>
        <translation>Demander à la source Prometheus choisie ce qui est nouveau depuis son dernier tirage</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>à la main</translation>
    </message>
    <message>
        <source>The end of the last window pulled: the next pull starts after it</source>
        <translation>La fin de la dernière fenêtre tirée : le prochain tirage commence après</translation>
    </message>
    <message>
        <source>The token was not kept in the keychain: %1. Name a file that holds it instead.</source>
        <translation>Le jeton n&apos;a pas été gardé dans le trousseau : %1. Indiquez plutôt un fichier qui le contient.</translation>
    </message>
    <message>
        <source>No token or password for %1: edit the source and give one, or name a file that holds it.</source>
        <translation>Aucun jeton ni mot de passe pour %1 : modifiez la source et donnez-en un, ou indiquez un fichier qui le contient.</translation>
    </message>
    <message>
        <source>The keychain cannot give the token for %1: %2. Edit the source and name a file that holds it.</source>
        <translation>Le trousseau ne peut pas fournir le jeton de %1 : %2. Modifiez la source et indiquez un fichier qui le contient.</translation>
    </message>
    <message>
        <source>Pulling from %1…</source>
        <translation>Tirage depuis %1…</translation>
    </message>
    <message>
        <source>Pull cancelled: nothing was changed.</source>
        <translation>Tirage annulé : rien n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <source>Pulled %n GPU(s) from %1 (%2 to %3, %4 s buckets): %5 values.</source>
        <translation>
            <numerusform>%n GPU tiré de %1 (%2 à %3, intervalles de %4 s) : %5 valeurs.</numerusform>
            <numerusform>%n GPU tirés de %1 (%2 à %3, intervalles de %4 s) : %5 valeurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Partial: %n query(ies) failed, first: %1</source>
        <translation>
            <numerusform>Partiel : %n requête a échoué, la première : %1</numerusform>
            <numerusform>Partiel : %n requêtes ont échoué, la première : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing new on %1 since %2.</source>
        <translation>Rien de nouveau sur %1 depuis %2.</translation>
    </message>
    <message>
        <source>The pull failed, nothing was changed: %1</source>
        <translation>Le tirage a échoué, rien n&apos;a été modifié : %1</translation>
    </message>
</context>
<context>
    <name>GpuPlan::QuoteMappingDialog</name>
    <message>
        <source>(from the sheet)</source>
        <translation>(depuis la feuille)</translation>
    </message>
    <message>
        <source>Quote columns: %1</source>
        <translation>Colonnes du devis : %1</translation>
    </message>
    <message>
        <source>What each column of the quote holds. A SKU and a unit price column are needed; the values below fill rows that do not state them.</source>
        <translation>Le contenu de chaque colonne du devis. Une colonne SKU et une colonne prix unitaire sont nécessaires ; les valeurs ci-dessous complètent les lignes qui ne les indiquent pas.</translation>
    </message>
    <message>
        <source>The row of the column headers (a quote often has a title block above it)</source>
        <translation>La ligne des en-têtes de colonnes (un devis a souvent un bloc de titre au-dessus)</translation>
    </message>
    <message>
        <source>Decimal comma (1.234,50)</source>
        <translation>Virgule décimale (1.234,50)</translation>
    </message>
    <message>
        <source>Column header</source>
        <translation>En-tête de colonne</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>Save as Preset…</source>
        <translation>Enregistrer comme préréglage…</translation>
    </message>
    <message>
        <source>Header row:</source>
        <translation>Ligne d&apos;en-tête :</translation>
    </message>
    <message>
        <source>Seller:</source>
        <translation>Vendeur :</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>Canal :</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>État :</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Devise :</translation>
    </message>
    <message>
        <source>Quote date:</source>
        <translation>Date du devis :</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Préréglage :</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>A preset needs a name.</source>
        <translation>Un préréglage doit avoir un nom.</translation>
    </message>
    <message>
        <source>Cannot save the preset: %1</source>
        <translation>Impossible d&apos;enregistrer le préréglage : %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Save Preset</source>
        <translation>Enregistrer le préréglage</translation>
    </message>
    <message>
        <source>Preset name (e.g. the seller):</source>
        <translation>Nom du préréglage (par ex. le vendeur) :</translation>
    </message>
</context>
<context>
    <name>GpuPlan::QuoteTableModel</name>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (périmé)</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source> per GPU-hour</source>
        <translation> par heure-GPU</translation>
    </message>
    <message>
        <source>%1 per card%2, quoted by %3 on %4 (%5)</source>
        <translation>%1 par carte%2, proposé par %3 le %4 (%5)</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>saisi</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>The catalog gives no memory size for %1.</source>
        <translation>Le catalogue n&apos;indique pas de taille mémoire pour %1.</translation>
    </message>
    <message>
        <source>%1 per card over %2 GB of VRAM (the catalog&apos;s memory of %3, 1 GB = 10^9 bytes)%4</source>
        <translation>%1 par carte divisé par %2 GB de VRAM (la mémoire de %3 selon le catalogue, 1 GB = 10^9 octets)%4</translation>
    </message>
    <message>
        <source>The throughput estimate is not ready yet.</source>
        <translation>L&apos;estimation de débit n&apos;est pas encore prête.</translation>
    </message>
    <message>
        <source>No throughput estimate for %1 on %2 (the model does not fit, or the estimate has no figure).</source>
        <translation>Aucune estimation de débit pour %1 sur %2 (le modèle ne tient pas, ou l&apos;estimation ne donne pas de chiffre).</translation>
    </message>
    <message>
        <source>%1 per card over %2 output tokens/s: the sizing engine&apos;s estimate for %3 on one %4 (the Workload page&apos;s calibration). A lower figure buys more throughput per dollar.%5</source>
        <translation>%1 par carte divisé par %2 tokens/s en sortie : l&apos;estimation du moteur de dimensionnement pour %3 sur une carte %4 (avec l&apos;étalonnage de la page Charge de travail). Un chiffre plus bas achète plus de débit par dollar.%5</translation>
    </message>
    <message>
        <source>Whether the seller&apos;s returns cover intermittent faults: a channel that refuses them is a risk, not a bargain.</source>
        <translation>Indique si les retours du vendeur couvrent les pannes intermittentes : un canal qui les refuse est un risque, pas une bonne affaire.</translation>
    </message>
    <message>
        <source>The lowest of the quotes for this SKU.</source>
        <translation>Le plus bas des devis pour ce SKU.</translation>
    </message>
    <message>
        <source>This quote is stale: it states no validity and is over a year old.</source>
        <translation>Ce devis est périmé : il n&apos;indique pas de validité et date de plus d&apos;un an.</translation>
    </message>
    <message>
        <source>This quote is stale: it was valid until %1.</source>
        <translation>Ce devis est périmé : il était valable jusqu&apos;au %1.</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Devis</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Vendeur</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>$/GB VRAM</source>
        <translation>$/GB VRAM</translation>
    </message>
    <message>
        <source>$/(tokens/s)</source>
        <translation>$/(tokens/s)</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Délai de livraison</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantie</translation>
    </message>
    <message>
        <source>Returns intermittent</source>
        <translation>Retours pannes intermittentes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valable jusqu&apos;au</translation>
    </message>
</context>
<context>
    <name>GpuPlan::RecentMenu</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ReportChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the SVG generator could not start.</source>
        <translation>Impossible d&apos;écrire %1 : le générateur SVG n&apos;a pas pu démarrer.</translation>
    </message>
    <message>
        <source>Cannot write %1: the image is too large.</source>
        <translation>Impossible d&apos;écrire %1 : l&apos;image est trop grande.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ReportPage</name>
    <message>
        <source>Decision report</source>
        <translation>Rapport de décision</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Save the Decision page&apos;s scenario, so that the report names and hashes the saved file</source>
        <translation>Enregistrer le scénario de la page Décision, afin que le rapport cite le fichier enregistré et son empreinte</translation>
    </message>
    <message>
        <source>Sections (the cover and the contents always print):</source>
        <translation>Sections (la couverture et la table des matières sont toujours imprimées) :</translation>
    </message>
    <message>
        <source>Uncheck a section to leave it out of the report</source>
        <translation>Décochez une section pour l&apos;exclure du rapport</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>The language of the report&apos;s text and number formats</source>
        <translation>La langue du texte et des formats numériques du rapport</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>The paper size of the PDF and of the preview</source>
        <translation>Le format de papier du PDF et de l&apos;aperçu</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur :</translation>
    </message>
    <message>
        <source>Who prepared the report</source>
        <translation>Personne qui a préparé le rapport</translation>
    </message>
    <message>
        <source>Printed on the cover and in the sign-off block; remembered</source>
        <translation>Imprimé sur la couverture et dans le bloc de validation ; mémorisé</translation>
    </message>
    <message>
        <source>Appro&amp;ver:</source>
        <translation>Appro&amp;bateur :</translation>
    </message>
    <message>
        <source>Who signs it off</source>
        <translation>Personne qui l&apos;approuve</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>Build the report from the Decision page&apos;s scenario and refresh the preview (%1)</source>
        <translation>Construire le rapport à partir du scénario de la page Décision et actualiser l&apos;aperçu (%1)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the generation or export; nothing is written</source>
        <translation>Arrêter la génération ou l&apos;exportation ; rien n&apos;est écrit</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Print the report (%1)</source>
        <translation>Imprimer le rapport (%1)</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Preview the report as the printer will print it (%1)</source>
        <translation>Afficher le rapport tel que l&apos;imprimante l&apos;imprimera (%1)</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Write the report as a PDF file with vector charts (%1)</source>
        <translation>Écrire le rapport dans un fichier PDF avec des graphiques vectoriels (%1)</translation>
    </message>
    <message>
        <source>The report as it prints: scroll through the pages, zoom with Ctrl+wheel</source>
        <translation>Le rapport tel qu&apos;il s&apos;imprime : faites défiler les pages, zoomez avec Ctrl+molette</translation>
    </message>
    <message>
        <source>Results tables:</source>
        <translation>Tableaux de résultats :</translation>
    </message>
    <message>
        <source>Every results table of the report; choose one and export it</source>
        <translation>Tous les tableaux de résultats du rapport ; choisissez-en un et exportez-le</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Write the chosen table as CSV (stable column keys, full precision)</source>
        <translation>Écrire le tableau choisi au format CSV (clés de colonnes stables, précision complète)</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Write the chosen table as JSON, with its columns&apos; titles and units</source>
        <translation>Écrire le tableau choisi au format JSON, avec les titres et les unités de ses colonnes</translation>
    </message>
    <message>
        <source>XLSX…</source>
        <translation>XLSX…</translation>
    </message>
    <message>
        <source>Write the chosen table as an Excel workbook</source>
        <translation>Écrire le tableau choisi sous forme de classeur Excel</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>Graphiques :</translation>
    </message>
    <message>
        <source>Every chart of the report; choose one and export it</source>
        <translation>Tous les graphiques du rapport ; choisissez-en un et exportez-le</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Write the chosen chart as a PNG image</source>
        <translation>Écrire le graphique choisi en image PNG</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Write the chosen chart as an SVG vector drawing</source>
        <translation>Écrire le graphique choisi en dessin vectoriel SVG</translation>
    </message>
    <message>
        <source>Generate Report</source>
        <translation>Générer le rapport</translation>
    </message>
    <message>
        <source>Print Report…</source>
        <translation>Imprimer le rapport…</translation>
    </message>
    <message>
        <source>Export Report PDF…</source>
        <translation>Exporter le rapport en PDF…</translation>
    </message>
    <message>
        <source>Generating the report…</source>
        <translation>Génération du rapport…</translation>
    </message>
    <message>
        <source>Press Generate to build the report.</source>
        <translation>Appuyez sur Générer pour construire le rapport.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n row(s)); exported as “%2”</source>
        <translation>
            <numerusform>%1 (%n ligne) ; exporté sous « %2 »</numerusform>
            <numerusform>%1 (%n lignes) ; exporté sous « %2 »</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown table format “%1” (expected csv, json or xlsx).</source>
        <translation>Format de tableau inconnu « %1 » (csv, json ou xlsx attendu).</translation>
    </message>
    <message>
        <source>The report has no table “%1”; generate it first.</source>
        <translation>Le rapport ne contient pas de tableau « %1 » ; générez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>The report has no chart “%1”; generate it first.</source>
        <translation>Le rapport ne contient pas de graphique « %1 » ; générez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export Table “%1”</source>
        <translation>Exporter le tableau « %1 »</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Wrote the table to %1</source>
        <translation>Tableau écrit dans %1</translation>
    </message>
    <message>
        <source>Export Chart “%1”</source>
        <translation>Exporter le graphique « %1 »</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Wrote the chart to %1</source>
        <translation>Graphique écrit dans %1</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Exporter le rapport en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Imprimer le rapport</translation>
    </message>
    <message>
        <source>The report could not be printed.
%1</source>
        <translation>Le rapport n&apos;a pas pu être imprimé.
%1</translation>
    </message>
    <message>
        <source>Sent the report to the printer (%1 pages)</source>
        <translation>Rapport envoyé à l&apos;imprimante (%1 pages)</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
    <message>
        <source>There is no Decision page to take the scenario from.</source>
        <translation>Il n&apos;y a pas de page Décision d&apos;où reprendre le scénario.</translation>
    </message>
    <message>
        <source>Scenario: %1
From %2, as saved.</source>
        <translation>Scénario : %1
Depuis %2, tel qu&apos;enregistré.</translation>
    </message>
    <message>
        <source>Scenario: %1
The shipped demo scenario.</source>
        <translation>Scénario : %1
Le scénario de démonstration fourni.</translation>
    </message>
    <message>
        <source>Scenario: %1
Not saved yet: the report shows the scenario as it is on the Decision page. Save it to make the report traceable to a file.</source>
        <translation>Scénario : %1
Pas encore enregistré : le rapport présente le scénario tel qu&apos;il est sur la page Décision. Enregistrez-le pour que le rapport soit traçable jusqu&apos;à un fichier.</translation>
    </message>
    <message>
        <source>Scenario: %1
Unsaved changes: the report shows the scenario as it is on the Decision page, not %2 as saved.</source>
        <translation>Scénario : %1
Modifications non enregistrées : le rapport présente le scénario tel qu&apos;il est sur la page Décision, et non %2 tel qu&apos;enregistré.</translation>
    </message>
    <message>
        <source>No workspace is open: open or create one (File menu) to build a report.</source>
        <translation>Aucun espace de travail n&apos;est ouvert : ouvrez-en ou créez-en un (menu Fichier) pour établir un rapport.</translation>
    </message>
    <message>
        <source>Laying the report out…</source>
        <translation>Mise en page du rapport…</translation>
    </message>
    <message>
        <source>Building the report…</source>
        <translation>Élaboration du rapport…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>The report could not be built.</source>
        <translation>Le rapport n&apos;a pas pu être élaboré.</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Annulé ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>The report could not be generated.
%1</source>
        <translation>Le rapport n&apos;a pas pu être généré.
%1</translation>
    </message>
    <message>
        <source>%1 was not written.
%2</source>
        <translation>%1 n&apos;a pas été écrit.
%2</translation>
    </message>
    <message>
        <source>pages: %1, charts: %2, tables: %3</source>
        <translation>pages : %1, graphiques : %2, tableaux : %3</translation>
    </message>
    <message>
        <source>Report generated (%1).</source>
        <translation>Rapport généré (%1).</translation>
    </message>
    <message>
        <source>Wrote %1 (%2).</source>
        <translation>%1 écrit (%2).</translation>
    </message>
    <message>
        <source>Wrote the report to %1</source>
        <translation>Rapport écrit dans %1</translation>
    </message>
    <message>
        <source>Opening the Decision page&apos;s scenario…</source>
        <translation>Ouverture du scénario de la page Décision…</translation>
    </message>
    <message>
        <source>Waiting for the Decision page&apos;s ranking…</source>
        <translation>En attente du classement de la page Décision…</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>ISO 4217 code of the currency to show prices in, e.g. USD, EUR, GBP</source>
        <translation>Code ISO 4217 de la devise d&apos;affichage des prix, par ex. USD, EUR, GBP</translation>
    </message>
    <message>
        <source>How many units of your currency one US dollar buys. Catalog prices are in US dollars and are converted with this rate.</source>
        <translation>Nombre d&apos;unités de votre devise pour un dollar américain. Les prix du catalogue sont en dollars américains et sont convertis avec ce taux.</translation>
    </message>
    <message>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <source>What one kilowatt-hour costs you, including cooling overhead if you want it counted; used for energy cost and TCO.</source>
        <translation>Ce que vous coûte un kilowattheure, refroidissement compris si vous voulez en tenir compte ; utilisé pour le coût énergétique et le TCO.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Devise :</translation>
    </message>
    <message>
        <source>&amp;Exchange rate (per USD):</source>
        <translation>&amp;Taux de change (par USD) :</translation>
    </message>
    <message>
        <source>E&amp;lectricity price:</source>
        <translation>&amp;Prix de l&apos;électricité :</translation>
    </message>
    <message>
        <source>&amp;Default workspace:</source>
        <translation>&amp;Espace de travail par défaut :</translation>
    </message>
    <message>
        <source>Default Workspace</source>
        <translation>Espace de travail par défaut</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuDetailModel</name>
    <message>
        <source>%1, shown in %2</source>
        <translation>%1, affiché en %2</translation>
    </message>
    <message>
        <source>shipped value: %1</source>
        <translation>valeur livrée : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuDetailPanel</name>
    <message>
        <source>No GPU selected</source>
        <translation>Aucun GPU sélectionné</translation>
    </message>
    <message>
        <source>&amp;Specifications (double-click a value to edit it)</source>
        <translation>&amp;Caractéristiques (double-cliquez sur une valeur pour la modifier)</translation>
    </message>
    <message>
        <source>&amp;Prices</source>
        <translation>Pri&amp;x</translation>
    </message>
    <message>
        <source>Note stored with your next edit (optional), e.g. &quot;measured on our cards&quot;</source>
        <translation>Note enregistrée avec votre prochaine modification (facultatif), par ex. « mesuré sur nos cartes »</translation>
    </message>
    <message>
        <source>&amp;Revert to shipped value</source>
        <translation>&amp;Rétablir la valeur livrée</translation>
    </message>
    <message>
        <source>Remove your edit of the selected field and show the catalog&apos;s value again</source>
        <translation>Supprimer votre modification du champ sélectionné et afficher à nouveau la valeur du catalogue</translation>
    </message>
    <message>
        <source>No dated price for this SKU. Prices come with the shipped catalog or from a catalog file you import (File &gt; Import Catalog).</source>
        <translation>Aucun prix daté pour ce SKU. Les prix viennent du catalogue fourni ou d&apos;un fichier de catalogue que vous importez (Fichier &gt; Importer un catalogue).</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuTableModel</name>
    <message>
        <source>Gen %1 x%2</source>
        <translation>Gen %1 x%2</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>Gen %1</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>%1 of memory (%2 bytes)</source>
        <translation>%1 de mémoire (%2 octets)</translation>
    </message>
    <message>
        <source>%1 memory bandwidth</source>
        <translation>%1 de bande passante mémoire</translation>
    </message>
    <message>
        <source>%1 dense FP32</source>
        <translation>%1 en FP32 dense</translation>
    </message>
    <message>
        <source>%1 dense FP16</source>
        <translation>%1 en FP16 dense</translation>
    </message>
    <message>
        <source>%1 dense BF16</source>
        <translation>%1 en BF16 dense</translation>
    </message>
    <message>
        <source>%1 thermal design power</source>
        <translation>%1 d&apos;enveloppe thermique (TDP)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: unknown</source>
        <translation>%1 : inconnu</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a value&apos;s explanation, then where it came from</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Type de mémoire</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Lancement</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Prix d&apos;achat</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Prix cloud</translation>
    </message>
    <message>
        <source>Memory capacity in GiB (1 GiB = 2^30 = 1,073,741,824 bytes)</source>
        <translation>Capacité mémoire en GiB (1 GiB = 2^30 = 1 073 741 824 octets)</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s (1 GB/s = 10^9 bytes per second)</source>
        <translation>Bande passante mémoire en GB/s (1 GB/s = 10^9 octets par seconde)</translation>
    </message>
    <message>
        <source>Dense peak in TFLOPS (10^12 floating-point operations per second), without sparsity</source>
        <translation>Pic dense en TFLOPS (10^12 opérations en virgule flottante par seconde), sans parcimonie</translation>
    </message>
    <message>
        <source>Thermal design power in watts</source>
        <translation>Enveloppe thermique (TDP) en watts</translation>
    </message>
    <message>
        <source>PCIe generation and lane count</source>
        <translation>Génération PCIe et nombre de lignes</translation>
    </message>
    <message>
        <source>Whether the memory has error correction (ECC)</source>
        <translation>Indique si la mémoire dispose d&apos;une correction d&apos;erreurs (ECC)</translation>
    </message>
    <message>
        <source>Launch date (YYYY-MM)</source>
        <translation>Date de lancement (AAAA-MM)</translation>
    </message>
    <message>
        <source>Lowest one-off price per GPU in the catalog (MSRP, street, used or refurbished)</source>
        <translation>Prix d&apos;achat unitaire le plus bas par GPU dans le catalogue (prix public conseillé, prix du marché, d&apos;occasion ou reconditionné)</translation>
    </message>
    <message>
        <source>Lowest cloud price per GPU-hour in the catalog (on-demand, reserved or spot)</source>
        <translation>Prix cloud le plus bas par heure-GPU dans le catalogue (à la demande, réservé ou spot)</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per GPU-hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>No cloud price for this GPU in the catalog</source>
        <translation>Aucun prix cloud pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>No purchase price for this GPU in the catalog</source>
        <translation>Aucun prix d&apos;achat pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>%1, %2 term</source>
        <translation>%1, durée %2</translation>
    </message>
    <message>
        <source>Lowest cloud price per GPU-hour: %1 (%2) from %3 on %4, %5 old</source>
        <translation>Prix cloud le plus bas par heure-GPU : %1 (%2) chez %3 le %4, il y a %5</translation>
    </message>
    <message>
        <source>Lowest purchase price per GPU: %1 (%2) from %3 on %4, %5 old</source>
        <translation>Prix d&apos;achat le plus bas par GPU : %1 (%2) chez %3 le %4, il y a %5</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SourceRecordModel</name>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Vendeur</translation>
    </message>
    <message>
        <source>SKU + condition</source>
        <translation>SKU + état</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1, Beta(%2, %3)</source>
        <translation>%1, Bêta(%2, %3)</translation>
    </message>
    <message>
        <source>small sample</source>
        <translation>petit échantillon</translation>
    </message>
    <message>
        <source>%1 per 1,000 card-months (%2 card-months)</source>
        <translation>%1 pour 1&#xa0;000 cartes-mois (%2 cartes-mois)</translation>
    </message>
    <message>
        <source>Cards with a burn-in verdict (pass, quarantine or reject) in their history.</source>
        <translation>Cartes ayant un verdict de burn-in (pass, quarantine ou reject) dans leur historique.</translation>
    </message>
    <message>
        <source>Judged cards whose latest verdict is quarantine or reject.</source>
        <translation>Cartes jugées dont le dernier verdict est quarantine ou reject.</translation>
    </message>
    <message>
        <source>Intake failure: the mean of the posterior Beta(%1 + %2, %3 + %4 - %2) = Beta(%5, %6), from the prior %7 (Beta(%1, %3)) and %2 failure(s) in %4 card(s) judged. The interval is the posterior&apos;s 5 % and 95 % quantiles (90 %, equal-tailed).</source>
        <translation>Échec à la réception : la moyenne de la loi a posteriori Bêta(%1 + %2, %3 + %4 - %2) = Bêta(%5, %6), issue de l&apos;a priori %7 (Bêta(%1, %3)) et de %2 échec(s) sur %4 carte(s) jugée(s). L&apos;intervalle va du quantile à 5 % au quantile à 95 % de la loi a posteriori (90 %, à queues égales).</translation>
    </message>
    <message>
        <source>Fewer than %1 cards judged: the prior still weighs much in the estimate.</source>
        <translation>Moins de %1 cartes jugées : l&apos;a priori pèse encore beaucoup dans l&apos;estimation.</translation>
    </message>
    <message>
        <source>Failures in service per card-month: %1 failure(s) over %2 card-months in production, prior %3; 90 % interval %4 to %5 per 1,000 card-months%6.</source>
        <translation>Pannes en service par carte-mois : %1 panne(s) sur %2 cartes-mois en production, a priori %3 ; intervalle à 90 % de %4 à %5 pour 1&#xa0;000 cartes-mois%6.</translation>
    </message>
    <message>
        <source>, a small sample</source>
        <translation>, un petit échantillon</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Jugées</translation>
    </message>
    <message>
        <source>Failed intake</source>
        <translation>En échec à la réception</translation>
    </message>
    <message>
        <source>Intake failure</source>
        <translation>Échec à la réception</translation>
    </message>
    <message>
        <source>90 % interval</source>
        <translation>Intervalle à 90 %</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>A priori</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Échantillon</translation>
    </message>
    <message>
        <source>In service</source>
        <translation>En service</translation>
    </message>
</context>
<context>
    <name>GpuPlan::VramBreakdownChartBuilder</name>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>Mémoire par GPU : %1</translation>
    </message>
    <message>
        <source>No SKU with a known memory size to show.</source>
        <translation>Aucun SKU de taille mémoire connue à afficher.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Runtime and reserve</source>
        <translation>Exécution et réserve</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>%1: does not fit</source>
        <translation>%1 : ne tient pas</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Capacité utilisable</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WelcomePage</name>
    <message>
        <source>Welcome to GpuPlan</source>
        <translation>Bienvenue dans GpuPlan</translation>
    </message>
    <message>
        <source>Plan GPU purchases and fleets on sourced specifications, dated prices and your own measurements. Every figure says where it came from. Where do you want to start?</source>
        <translation>Planifiez achats et parcs de GPU sur des spécifications sourcées, des prix datés et vos propres mesures. Chaque chiffre dit d&apos;où il vient. Par où voulez-vous commencer ?</translation>
    </message>
    <message>
        <source>Compare GPUs for a model</source>
        <translation>Comparer des GPU pour un modèle</translation>
    </message>
    <message>
        <source>Pick a model, its weight format and context: every GPU of the catalog is sized for it, with memory fit, tokens per second, TTFT and TPOT, and the cost of a million tokens owned or rented.</source>
        <translation>Choisissez un modèle, son format de poids et son contexte : chaque GPU du catalogue est dimensionné pour lui, avec l&apos;occupation mémoire, les tokens par seconde, le TTFT et le TPOT, et le coût d&apos;un million de tokens en propriété ou en location.</translation>
    </message>
    <message>
        <source>Import fleet data</source>
        <translation>Importer des données de parc</translation>
    </message>
    <message>
        <source>See your GPUs&apos; health and the field guides&apos; five-step triage per node, from the files your tools already print. Drop files or a folder onto this window at any time.</source>
        <translation>Voyez la santé de vos GPU et le triage en cinq étapes des guides de terrain, par nœud, à partir des fichiers que vos outils affichent déjà. Déposez des fichiers ou un dossier sur cette fenêtre à tout moment.</translation>
    </message>
    <message>
        <source>nvidia-smi (-q, --query-gpu CSV, dmon, topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, lspci -vv, kernel logs (Xid, AER), host outputs (uname, lscpu, numactl, mpstat, iostat, ip, kubectl) and benchmarks (llama-bench, vLLM, MLPerf).</source>
        <translation>nvidia-smi (-q, CSV --query-gpu, dmon, topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, lspci -vv, journaux du noyau (Xid, AER), sorties de l&apos;hôte (uname, lscpu, numactl, mpstat, iostat, ip, kubectl) et benchmarks (llama-bench, vLLM, MLPerf).</translation>
    </message>
    <message>
        <source>Open the demo decision</source>
        <translation>Ouvrir la décision de démonstration</translation>
    </message>
    <message>
        <source>A worked procurement decision: options, fleet size under a latency SLO with N+k spares, TCO, lock-in, ranking and its sensitivity, ready to print as a report.</source>
        <translation>Une décision d&apos;achat complète : options, taille de parc sous un SLO de latence avec N+k de réserve, TCO, dépendance fournisseur, classement et sa sensibilité, prête à imprimer en rapport.</translation>
    </message>
    <message>
        <source>The pages are also in the list on the left (Ctrl+1 to Ctrl+7). Help &gt; Welcome shows this view again; Help &gt; Keyboard Shortcuts lists every shortcut.</source>
        <translation>Les pages sont aussi dans la liste de gauche (Ctrl+1 à Ctrl+7). Aide &gt; Bienvenue réaffiche cette vue ; Aide &gt; Raccourcis clavier liste tous les raccourcis.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkloadForm</name>
    <message>
        <source>Service &amp;life:</source>
        <translation>Durée de &amp;vie :</translation>
    </message>
    <message>
        <source> years</source>
        <translation> ans</translation>
    </message>
    <message>
        <source>Re&amp;sidual value:</source>
        <translation>Valeur &amp;résiduelle :</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Discount rate:</source>
        <translation>Taux d&apos;&amp;actualisation :</translation>
    </message>
    <message>
        <source>Ser&amp;ver uplift:</source>
        <translation>&amp;Surcoût serveur :</translation>
    </message>
    <message>
        <source>&amp;PUE:</source>
        <translation>&amp;PUE :</translation>
    </message>
    <message>
        <source>Load &amp;factor:</source>
        <translation>&amp;Facteur de charge :</translation>
    </message>
    <message>
        <source>Idle po&amp;wer:</source>
        <translation>Puissa&amp;nce au repos :</translation>
    </message>
    <message>
        <source>&amp;Host power per GPU:</source>
        <translation>Puissance &amp;hôte par GPU :</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Ope&amp;x per year:</source>
        <translation>Ope&amp;x par an :</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, up to %3 tokens of context</source>
        <translation>%1 : %2 Md de paramètres, jusqu&apos;à %3 jetons de contexte</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Cost assumptions</source>
        <translation>Hypothèses de coût</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Po&amp;ids :</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Cache &amp;KV :</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mot&amp;eur :</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>&amp;Jetons d&apos;entrée :</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Jetons de s&amp;ortie :</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>Lot (&amp;batch) :</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica:</source>
        <translation>&amp;GPU par réplique :</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>Taux d&apos;&amp;utilisation :</translation>
    </message>
    <message>
        <source>&amp;Rent at:</source>
        <translation>Tarif &amp;cloud :</translation>
    </message>
    <message>
        <source>The model to serve; type to search</source>
        <translation>Le modèle à servir ; tapez pour rechercher</translation>
    </message>
    <message>
        <source>How the KV cache is stored; quantised caches are llama.cpp&apos;s</source>
        <translation>Format de stockage du cache KV ; les caches quantifiés sont ceux de llama.cpp</translation>
    </message>
    <message>
        <source>The inference engine, with its default memory settings</source>
        <translation>Le moteur d&apos;inférence, avec ses réglages mémoire par défaut</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence, up to the model&apos;s context window</source>
        <translation>Jetons du prompt par séquence, dans la limite de la fenêtre de contexte du modèle</translation>
    </message>
    <message>
        <source>Generated tokens per sequence</source>
        <translation>Jetons générés par séquence</translation>
    </message>
    <message>
        <source>Concurrent sequences; &quot;max&quot; is the most that fit in memory</source>
        <translation>Séquences simultanées ; « max » correspond au plus grand nombre qui tient en mémoire</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>GPUs that hold one copy of the model (tensor or layer split)</source>
        <translation>GPU qui portent une copie du modèle (répartition par tenseurs ou par couches)</translation>
    </message>
    <message>
        <source>Share of the hours the GPUs do useful work: owned GPUs cost every hour, on-demand cloud GPUs only the hours used</source>
        <translation>Part des heures pendant lesquelles les GPU effectuent un travail utile : les GPU en propre coûtent chaque heure, les GPU cloud à la demande seulement les heures utilisées</translation>
    </message>
    <message>
        <source>Which cloud price to compare owning with</source>
        <translation>Le prix cloud auquel comparer l&apos;achat</translation>
    </message>
    <message>
        <source>Default: %1%2</source>
        <translation>Par défaut : %1%2</translation>
    </message>
    <message>
        <source>Electricity:</source>
        <translation>Électricité :</translation>
    </message>
    <message>
        <source>Set in Settings → Preferences</source>
        <translation>À régler dans Paramètres → Préférences</translation>
    </message>
    <message>
        <source>Restore defa&amp;ults</source>
        <translation>Rétablir les valeurs par &amp;défaut</translation>
    </message>
    <message>
        <source>%1 has no %2 KV cache</source>
        <translation>%1 n&apos;a pas de cache KV %2</translation>
    </message>
    <message>
        <source>How the weights are stored: bits per weight decide their memory. The math runs in what the engine computes them in: llama.cpp&apos;s quantised types on INT8 dot products, weight-only INT8/INT4 (W8A16, W4A16) at the 16-bit rate, W8A8 on INT8, FP8 and W4A8 on FP8, NVFP4/MXFP4 on FP4 tensor cores (or the next rate the GPU has). FP4 is NVFP4 on NVIDIA GPUs and MXFP4 on the others</source>
        <translation>Comment les poids sont stockés : les bits par poids décident de leur mémoire. Le calcul se fait dans le format où le moteur les calcule : types quantifiés de llama.cpp en produits scalaires INT8, INT8/INT4 poids seuls (W8A16, W4A16) au débit 16 bits, W8A8 en INT8, FP8 et W4A8 en FP8, NVFP4/MXFP4 sur cœurs tensoriels FP4 (ou le débit suivant dont dispose le GPU). FP4 désigne NVFP4 sur les GPU NVIDIA et MXFP4 sur les autres</translation>
    </message>
    <message>
        <source>Needs two GPUs per replica or more</source>
        <translation>Demande au moins deux GPU par réplique</translation>
    </message>
    <message>
        <source>llama.cpp splits layers over its GPUs</source>
        <translation>llama.cpp répartit les couches sur ses GPU</translation>
    </message>
    <message>
        <source>Each GPU runs attention for its own share of the sequences, with all the attention weights and those sequences&apos; whole KV cache (TensorRT-LLM enable_attention_dp, SGLang --enable-dp-attention). An MLA or few-KV-head model then keeps its KV once instead of on every GPU</source>
        <translation>Chaque GPU calcule l’attention de sa part des séquences, avec tous les poids d’attention et tout le cache KV de ces séquences (TensorRT-LLM enable_attention_dp, SGLang --enable-dp-attention). Un modèle MLA ou à peu de têtes KV garde alors son KV une seule fois au lieu de le copier sur chaque GPU</translation>
    </message>
    <message>
        <source>A MoE model&apos;s experts are spread whole over the GPUs (trtllm-bench --ep, vLLM --enable-expert-parallel): a step waits for the GPU whose experts the batch touches most and, with attention data parallelism, sends each token to its experts&apos; GPUs and back (all-to-all)</source>
        <translation>Les experts d’un modèle MoE sont répartis entiers sur les GPU (trtllm-bench --ep, vLLM --enable-expert-parallel) : un pas attend le GPU dont le lot sollicite le plus d’experts et, avec l’attention en parallélisme de données, envoie chaque jeton aux GPU de ses experts puis le récupère (all-to-all)</translation>
    </message>
    <message>
        <source>Decode steps replay captured CUDA graphs (the engines&apos; default). Off (vLLM --enforce-eager, transformers by default), every kernel is launched from the host: about 10 a layer at 5 µs each</source>
        <translation>Les pas de décodage rejouent des graphes CUDA capturés (par défaut dans les moteurs). Désactivé (vLLM --enforce-eager, transformers par défaut), chaque noyau est lancé depuis l’hôte : une dizaine par couche à 5 µs chacun</translation>
    </message>
    <message>
        <source>llama.cpp&apos;s own launch overhead is part of its fitted step time</source>
        <translation>Le coût de lancement propre à llama.cpp fait partie de son temps de pas étalonné</translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation>Parallélisme :</translation>
    </message>
    <message>
        <source>Attention &amp;DP</source>
        <translation>Attention &amp;DP</translation>
    </message>
    <message>
        <source>E&amp;xpert parallel</source>
        <translation>E&amp;xperts répartis</translation>
    </message>
    <message>
        <source>CUDA grap&amp;hs</source>
        <translation>Grap&amp;hes CUDA</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkloadPage</name>
    <message>
        <source>%1 per kWh (Preferences)</source>
        <translation>%1 par kWh (Préférences)</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Estimation…</translation>
    </message>
    <message>
        <source>Calibrating…</source>
        <translation>Étalonnage…</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs fit</source>
        <translation>%1 GPU sur %2 tiennent en mémoire</translation>
    </message>
    <message>
        <source>%1, %2 shown</source>
        <translation>%1, %2 affichés</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tableau</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>Graphi&amp;ques</translation>
    </message>
    <message>
        <source>&amp;Fits only</source>
        <translation>Seu&amp;lement ceux qui tiennent</translation>
    </message>
    <message>
        <source>Hide the GPUs whose memory cannot hold the workload</source>
        <translation>Masquer les GPU dont la mémoire ne peut pas contenir la charge de travail</translation>
    </message>
    <message>
        <source>Search GPUs…</source>
        <translation>Rechercher des GPU…</translation>
    </message>
    <message>
        <source>Show only one vendor&apos;s GPUs</source>
        <translation>N&apos;afficher que les GPU d&apos;un seul fabricant</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>Computing the estimates</source>
        <translation>Calcul des estimations</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkspaceScenariosDialog</name>
    <message>
        <source>Scenarios in the Workspace</source>
        <translation>Scénarios de l’espace de travail</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Saved by</source>
        <translation>Enregistré par</translation>
    </message>
    <message>
        <source>Saved at</source>
        <translation>Enregistré le</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Each scenario with its newest version; expand it for the older versions. Double-click a version to open it.</source>
        <translation>Chaque scénario avec sa version la plus récente ; dépliez-le pour les versions antérieures. Double-cliquez sur une version pour l’ouvrir.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>No scenario is saved in this workspace yet: use File &gt; Save Scenario to Workspace.</source>
        <translation>Aucun scénario n’est encore enregistré dans cet espace de travail : utilisez Fichier &gt; Enregistrer le scénario dans l’espace de travail.</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) saved in %1</source>
        <translation>
            <numerusform>%n scénario enregistré dans %1</numerusform>
            <numerusform>%n scénarios enregistrés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the selected scenario and all its versions from the workspace</source>
        <translation>Supprimer de l’espace de travail le scénario sélectionné et toutes ses versions</translation>
    </message>
    <message>
        <source>Remove Scenario</source>
        <translation>Supprimer le scénario</translation>
    </message>
    <message numerus="yes">
        <source>Remove the scenario &quot;%1&quot; and its %n version(s) from the workspace for everyone?</source>
        <translation>
            <numerusform>Supprimer pour tous le scénario « %1 » et sa version de l’espace de travail ?</numerusform>
            <numerusform>Supprimer pour tous le scénario « %1 » et ses %n versions de l’espace de travail ?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 saved version %2 of &quot;%3&quot; in the meantime: nothing was removed. Look at it first.</source>
        <translation>%1 a enregistré entre-temps la version %2 de « %3 » : rien n’a été supprimé. Consultez-la d’abord.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was already removed.</source>
        <translation>« %1 » était déjà supprimé.</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkspaceStore</name>
    <message>
        <source>cannot store SKU %1: %2</source>
        <translation>impossible d&apos;enregistrer le SKU %1 : %2</translation>
    </message>
    <message>
        <source>cannot store price %1: %2</source>
        <translation>impossible d&apos;enregistrer le prix %1 : %2</translation>
    </message>
    <message>
        <source>cannot store model %1: %2</source>
        <translation>impossible d&apos;enregistrer le modèle %1 : %2</translation>
    </message>
    <message>
        <source>cannot import SKU %1: %2</source>
        <translation>impossible d&apos;importer le SKU %1 : %2</translation>
    </message>
    <message>
        <source>cannot import price %1 of SKU %2: %3</source>
        <translation>impossible d&apos;importer le prix %1 du SKU %2 : %3</translation>
    </message>
    <message>
        <source>cannot import model %1: %2</source>
        <translation>impossible d&apos;importer le modèle %1 : %2</translation>
    </message>
    <message>
        <source>Workspace %1: %2</source>
        <translation>Espace de travail %1 : %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>the file is damaged or is not a GpuPlan workspace (%1)</source>
        <translation>le fichier est endommagé ou n&apos;est pas un espace de travail GpuPlan (%1)</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a GpuPlan workspace</source>
        <translation>le fichier est une base de données SQLite mais pas un espace de travail GpuPlan</translation>
    </message>
    <message>
        <source>it was written by a newer GpuPlan (workspace schema %1; this version reads up to %2). Update GpuPlan to open it.</source>
        <translation>il a été écrit par une version plus récente de GpuPlan (schéma d&apos;espace de travail %1 ; cette version lit jusqu&apos;au schéma %2). Mettez GpuPlan à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>upgrade to schema %1 failed: %2</source>
        <translation>échec de la mise à niveau vers le schéma %1 : %2</translation>
    </message>
    <message>
        <source>no SKU with id &quot;%1&quot;</source>
        <translation>aucun SKU d&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>valeur non valide</translation>
    </message>
    <message>
        <source>already imported: the same content was imported from %1</source>
        <translation>déjà importé : le même contenu a été importé depuis %1</translation>
    </message>
    <message>
        <source>cannot store the probe run: %1</source>
        <translation>impossible d&apos;enregistrer l&apos;exécution de sonde : %1</translation>
    </message>
    <message>
        <source>cannot store the result of %1: %2</source>
        <translation>impossible d&apos;enregistrer le résultat de %1 : %2</translation>
    </message>
    <message>
        <source>cannot store the burn-in verdict: %1</source>
        <translation>impossible d&apos;enregistrer le verdict du burn-in : %1</translation>
    </message>
    <message>
        <source>no imported file has the path or SHA-256 %1</source>
        <translation>aucun fichier importé n&apos;a le chemin ou le SHA-256 %1</translation>
    </message>
    <message>
        <source>%1 files were imported from %2: name the one to remove by its SHA-256</source>
        <translation>%1 fichiers ont été importés depuis %2 : désignez celui à retirer par son SHA-256</translation>
    </message>
    <message>
        <source>schema step %1 is missing from this build: %2</source>
        <translation>l&apos;étape de schéma %1 manque à cette version : %2</translation>
    </message>
    <message>
        <source>cannot save the Prometheus source %1: %2</source>
        <translation>impossible d&apos;enregistrer la source Prometheus %1 : %2</translation>
    </message>
    <message>
        <source>%1 may only read this workspace (role viewer); ask a GpuPlan admin for the editor role. Nothing was changed.</source>
        <translation>%1 ne peut que lire cet espace de travail (rôle lecteur) ; demandez le rôle éditeur à un administrateur GpuPlan. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>roles are PostgreSQL&apos;s: a workspace file has none</source>
        <translation>les rôles sont ceux de PostgreSQL : un fichier d’espace de travail n’en a pas</translation>
    </message>
    <message>
        <source>cannot set the roles up: %1</source>
        <translation>impossible de mettre en place les rôles : %1</translation>
    </message>
    <message>
        <source>cannot record the change in the audit table: %1</source>
        <translation>impossible d’enregistrer la modification dans la table d’audit : %1</translation>
    </message>
    <message>
        <source>cannot copy: a workspace is not open</source>
        <translation>copie impossible : un espace de travail n’est pas ouvert</translation>
    </message>
    <message>
        <source>cannot copy: the source is at schema %1 and the destination at %2</source>
        <translation>copie impossible : la source est au schéma %1 et la destination au schéma %2</translation>
    </message>
    <message>
        <source>the destination already holds data (table %1): copy into a new, empty workspace</source>
        <translation>la destination contient déjà des données (table %1) : copiez dans un nouvel espace de travail vide</translation>
    </message>
    <message>
        <source>cannot copy meta: %1</source>
        <translation>impossible de copier meta : %1</translation>
    </message>
    <message>
        <source>cannot copy table %1: %2</source>
        <translation>impossible de copier la table %1 : %2</translation>
    </message>
    <message>
        <source>the copy differs from the source (row counts or checksums): see the tables</source>
        <translation>la copie diffère de la source (nombres de lignes ou sommes de contrôle) : voir les tables</translation>
    </message>
    <message>
        <source>the connection to %1 was lost</source>
        <translation>la connexion à %1 a été perdue</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian: apt-get install libqt6sql6-psql</source>
        <translation>le pilote PostgreSQL de Qt (QPSQL) n’est pas installé ; sous Debian : apt-get install libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot connect: %1</source>
        <translation>connexion impossible : %1</translation>
    </message>
    <message>
        <source>the database holds tables but is not a GpuPlan workspace</source>
        <translation>la base contient des tables mais n’est pas un espace de travail GpuPlan</translation>
    </message>
    <message>
        <source>cannot read the workspace&apos;s schema version (%1)</source>
        <translation>impossible de lire la version du schéma de l’espace de travail (%1)</translation>
    </message>
    <message>
        <source>upgrade to schema %1 failed: another GpuPlan left the workspace at schema %2</source>
        <translation>la mise à niveau vers le schéma %1 a échoué : un autre GpuPlan a laissé l’espace de travail au schéma %2</translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation>impossible d’écrire dans %1 : %2</translation>
    </message>
    <message>
        <source>a scenario needs a name</source>
        <translation>un scénario doit avoir un nom</translation>
    </message>
    <message>
        <source>a scenario name cannot start or end with a space</source>
        <translation>un nom de scénario ne peut pas commencer ni finir par une espace</translation>
    </message>
    <message>
        <source>a scenario name has at most %1 characters</source>
        <translation>un nom de scénario a au plus %1 caractères</translation>
    </message>
    <message>
        <source>a scenario name cannot hold a control character</source>
        <translation>un nom de scénario ne peut pas contenir de caractère de contrôle</translation>
    </message>
    <message>
        <source>this workspace&apos;s schema (%1) holds no scenarios</source>
        <translation>le schéma de cet espace de travail (%1) ne contient pas de scénarios</translation>
    </message>
    <message>
        <source>the scenario &quot;%1&quot; is invalid</source>
        <translation>le scénario « %1 » est invalide</translation>
    </message>
    <message>
        <source>no scenario named &quot;%1&quot; is saved in the workspace</source>
        <translation>aucun scénario nommé « %1 » n’est enregistré dans l’espace de travail</translation>
    </message>
    <message>
        <source>nowhere: it is final</source>
        <translation>nulle part : c&apos;est un état final</translation>
    </message>
    <message>
        <source>this workspace&apos;s schema (%1) holds no quotes</source>
        <translation>le schéma de cet espace de travail (%1) ne contient pas de devis</translation>
    </message>
    <message>
        <source>the quote names the SKU &quot;%1&quot;, which is not in the catalog</source>
        <translation>le devis nomme le SKU « %1 », qui n&apos;est pas dans le catalogue</translation>
    </message>
    <message>
        <source>cannot store the quote: %1</source>
        <translation>impossible d&apos;enregistrer le devis : %1</translation>
    </message>
    <message>
        <source>this workspace&apos;s schema (%1) holds no intake lots</source>
        <translation>le schéma de cet espace de travail (%1) ne contient pas de lots d&apos;entrée</translation>
    </message>
    <message>
        <source>there is no quote %1</source>
        <translation>il n&apos;y a pas de devis %1</translation>
    </message>
    <message>
        <source>a lot needs at least one card</source>
        <translation>un lot demande au moins une carte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date written YYYY-MM-DD</source>
        <translation>« %1 » n&apos;est pas une date écrite AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>a card of the lot has no serial</source>
        <translation>une carte du lot n&apos;a pas de numéro de série</translation>
    </message>
    <message>
        <source>the serial %1 is listed twice</source>
        <translation>le numéro de série %1 figure deux fois</translation>
    </message>
    <message>
        <source>the serial %1 is already in lot %2</source>
        <translation>le numéro de série %1 est déjà dans le lot %2</translation>
    </message>
    <message>
        <source>cannot store the lot: %1</source>
        <translation>impossible d&apos;enregistrer le lot : %1</translation>
    </message>
    <message>
        <source>cannot store the card %1: %2</source>
        <translation>impossible d&apos;enregistrer la carte %1 : %2</translation>
    </message>
    <message>
        <source>no lot has a card with the serial %1</source>
        <translation>aucun lot n&apos;a de carte de numéro de série %1</translation>
    </message>
    <message>
        <source>the card %1 is %2 and cannot become %3; from %2 it can become: %4</source>
        <translation>la carte %1 est %2 et ne peut pas devenir %3 ; depuis %2 elle peut devenir : %4</translation>
    </message>
    <message>
        <source>the card %1 has no state change to undo: it was only received</source>
        <translation>la carte %1 n&apos;a aucun changement d&apos;état à annuler : elle a seulement été reçue</translation>
    </message>
    <message>
        <source>undo of the change made %1 by %2</source>
        <translation>annulation de la modification faite le %1 par %2</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>every test ran and verified</source>
        <translation>tous les tests ont été exécutés et vérifiés</translation>
    </message>
    <message>
        <source>a test ran but its result did not verify</source>
        <translation>un test s&apos;est exécuté mais son résultat a échoué à la vérification</translation>
    </message>
    <message>
        <source>the runner refused its command line</source>
        <translation>l&apos;exécuteur a refusé sa ligne de commande</translation>
    </message>
    <message>
        <source>no such device</source>
        <translation>périphérique introuvable</translation>
    </message>
    <message>
        <source>the device&apos;s backend cannot be loaded</source>
        <translation>le backend du périphérique ne peut pas être chargé</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>an internal error in the runner or a backend</source>
        <translation>une erreur interne de l&apos;exécuteur ou d&apos;un backend</translation>
    </message>
    <message>
        <source>burn-in finished: quarantine</source>
        <translation>burn-in terminé : quarantaine</translation>
    </message>
    <message>
        <source>burn-in finished: reject</source>
        <translation>burn-in terminé : rejet</translation>
    </message>
    <message>
        <source>unknown exit code</source>
        <translation>code de sortie inconnu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The probe runner %1 could not be started: %2. Build gpuplan-probe, or set %3 to its path.</source>
        <translation>L&apos;exécuteur de sondes %1 n&apos;a pas pu être démarré : %2. Compilez gpuplan-probe ou définissez %3 avec son chemin.</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Ses derniers messages : %1</translation>
    </message>
    <message>
        <source>The probe runner %1 crashed (signal %2). A faulty GPU or driver can do this; GpuPlan itself is unaffected.</source>
        <translation>L&apos;exécuteur de sondes %1 a planté (signal %2). Un GPU ou un pilote défaillant peut en être la cause ; GpuPlan lui-même n&apos;est pas affecté.</translation>
    </message>
    <message>
        <source>The probe runner did not finish within %1 s and was stopped. The GPU or its driver may be hung.</source>
        <translation>L&apos;exécuteur de sondes ne s&apos;est pas terminé en %1 s et a été arrêté. Le GPU ou son pilote est peut-être bloqué.</translation>
    </message>
    <message>
        <source>The probe runner&apos;s device list is invalid (%1): &quot;%2&quot;.</source>
        <translation>La liste des périphériques de l&apos;exécuteur de sondes n&apos;est pas valide (%1) : « %2 ».</translation>
    </message>
    <message>
        <source>The probe runner printed an invalid line %1 (%2): &quot;%3&quot;. It was stopped.</source>
        <translation>L&apos;exécuteur de sondes a affiché une ligne %1 invalide (%2) : « %3 ». Il a été arrêté.</translation>
    </message>
    <message>
        <source>The probe runner speaks protocol schema %1; this GpuPlan reads schema %2. Install the gpuplan-probe that came with this GpuPlan.</source>
        <translation>L&apos;exécuteur de sondes utilise le schéma de protocole %1 ; cette version de GpuPlan lit le schéma %2. Installez le gpuplan-probe fourni avec cette version de GpuPlan.</translation>
    </message>
    <message>
        <source>The probe runner exited with code %1 without its final line; its output is incomplete.</source>
        <translation>L&apos;exécuteur de sondes s&apos;est terminé avec le code %1 sans sa ligne finale ; sa sortie est incomplète.</translation>
    </message>
    <message>
        <source>The probe runner exited with code %1.</source>
        <translation>L&apos;exécuteur de sondes s&apos;est terminé avec le code %1.</translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// URL</source>
        <translation>« %1 » n&apos;est pas une URL http:// ou https://</translation>
    </message>
    <message>
        <source>cannot read the %1 file %2: %3</source>
        <translation>impossible de lire le fichier %1 %2 : %3</translation>
    </message>
    <message>
        <source>token</source>
        <translation>du jeton</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>du certificat d&apos;autorité</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation>%1 ne contient aucun certificat PEM</translation>
    </message>
    <message>
        <source>client certificate</source>
        <translation>du certificat client</translation>
    </message>
    <message>
        <source>client key</source>
        <translation>de la clé client</translation>
    </message>
    <message>
        <source>%1 holds no PEM private key (RSA or EC)</source>
        <translation>%1 ne contient aucune clé privée PEM (RSA ou EC)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>%1 (query: %2)</source>
        <translation>%1 (requête : %2)</translation>
    </message>
    <message>
        <source>%1: no answer within %2 s</source>
        <translation>%1 : aucune réponse en %2 s</translation>
    </message>
    <message>
        <source>%1: the TLS handshake failed: %2</source>
        <translation>%1 : la négociation TLS a échoué : %2</translation>
    </message>
    <message>
        <source>%1: the server cannot be reached: %2</source>
        <translation>%1 : le serveur est injoignable : %2</translation>
    </message>
    <message>
        <source>%1: the server refused the credentials (HTTP %2)</source>
        <translation>%1 : le serveur a refusé les identifiants (HTTP %2)</translation>
    </message>
    <message>
        <source>%1 does not answer as a Prometheus API (%2): &quot;%3&quot;</source>
        <translation>%1 ne répond pas comme une API Prometheus (%2) : « %3 »</translation>
    </message>
    <message>
        <source>%1: HTTP %2, and not a Prometheus API answer: &quot;%3&quot;</source>
        <translation>%1 : HTTP %2, et pas une réponse de l&apos;API Prometheus : « %3 »</translation>
    </message>
    <message>
        <source>%1: HTTP %2, %3: %4</source>
        <translation>%1 : HTTP %2, %3 : %4</translation>
    </message>
</context>
<context>
    <name>PrometheusPull</name>
    <message>
        <source>the series selector &quot;%1&quot; is not valid: %2</source>
        <translation>le sélecteur de séries « %1 » n&apos;est pas valide : %2</translation>
    </message>
    <message>
        <source>%1 has no GPU metric GpuPlan reads under the selector &quot;%2&quot; between %3 and %4</source>
        <translation>%1 n&apos;a aucune métrique GPU lue par GpuPlan sous le sélecteur « %2 » entre %3 et %4</translation>
    </message>
    <message>
        <source>cannot create the folder %1 for the pull document</source>
        <translation>impossible de créer le dossier %1 du document de tirage</translation>
    </message>
    <message>
        <source>cannot write the pull document %1: %2</source>
        <translation>impossible d&apos;écrire le document de tirage %1 : %2</translation>
    </message>
</context>
<context>
    <name>QuoteFile</name>
    <message>
        <source>Cannot read the mapping preset %1: %2</source>
        <translation>Impossible de lire le préréglage de correspondance %1 : %2</translation>
    </message>
</context>
<context>
    <name>ReportLayout</name>
    <message>
        <source>The page has no printable area.</source>
        <translation>La page n&apos;a pas de zone imprimable.</translation>
    </message>
    <message>
        <source>Cannot start painting the report.</source>
        <translation>Impossible de commencer le rendu du rapport.</translation>
    </message>
    <message>
        <source>Cannot start page %1 of the report.</source>
        <translation>Impossible de commencer la page %1 du rapport.</translation>
    </message>
    <message>
        <source>Cannot finish the report.</source>
        <translation>Impossible de terminer le rapport.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the margins do not fit the page.</source>
        <translation>Impossible d&apos;écrire %1 : les marges ne tiennent pas sur la page.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Approver</source>
        <translation>Approbateur</translation>
    </message>
    <message>
        <source>Data hash (SHA-256)</source>
        <translation>Hachage des données (SHA-256)</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Aucune donnée</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>A. Assumptions</source>
        <translation>A. Hypothèses</translation>
    </message>
    <message>
        <source>B. Data provenance</source>
        <translation>B. Provenance des données</translation>
    </message>
    <message>
        <source>C. Formulas</source>
        <translation>C. Formules</translation>
    </message>
    <message>
        <source>Throughput bound: N_t = ceil(λ_peak / (u_max × μ_replica)).</source>
        <translation>Borne de débit : N_t = ceil(λ_peak / (u_max × μ_replica)).</translation>
    </message>
    <message>
        <source>Queue bound: the smallest number of batch slots c whose G/G/c wait percentile (Erlang C × (c_a² + c_s²) / 2, Allen-Cunneen) fits in the TTFT target less the prefill time; replicas = ceil(c / batch).</source>
        <translation>Borne de file d&apos;attente : le plus petit nombre d&apos;emplacements de lot c dont le percentile d&apos;attente G/G/c (Erlang C × (c_a² + c_s²) / 2, Allen-Cunneen) tient dans la cible TTFT diminuée du temps de préremplissage ; répliques = ceil(c / lot).</translation>
    </message>
    <message>
        <source>Spares: the smallest k with P(D &gt; k) &lt; 1 − availability, D ~ Poisson((N + k) × g × failures per GPU-year × repair days / 365.25).</source>
        <translation>Réserves : le plus petit k tel que P(D &gt; k) &lt; 1 − disponibilité, D ~ Poisson((N + k) × g × pannes par GPU-an × jours de réparation / 365.25).</translation>
    </message>
    <message>
        <source>Annualised capital: (capex − residual / (1 + r)^n) × r(1 + r)^n / ((1 + r)^n − 1); capex = GPUs × price × (1 + server uplift).</source>
        <translation>Capital annualisé : (capex − valeur résiduelle / (1 + r)^n) × r(1 + r)^n / ((1 + r)^n − 1) ; capex = GPU × prix × (1 + surcoût serveur).</translation>
    </message>
    <message>
        <source>Power per year: (u × load factor × TDP + (1 − u) × idle fraction × TDP + host W) × PUE × 8766 h × USD/kWh / 1000.</source>
        <translation>Énergie par an : (u × facteur de charge × TDP + (1 − u) × fraction au repos × TDP + W hôte) × PUE × 8766 h × USD/kWh / 1000.</translation>
    </message>
    <message>
        <source>Monthly cost (owned): (annualised capital + operations + power) / 12, spares idle; rented: serving GPUs × 730.5 h × rate; both plus exit cost / life months.</source>
        <translation>Coût mensuel (en propre) : (capital annualisé + exploitation + énergie) / 12, réserves au repos ; location : GPU en service × 730.5 h × tarif ; dans les deux cas, plus coût de sortie / durée de vie en mois.</translation>
    </message>
    <message>
        <source>NPV of the total cost: Σ over months m = 1 … 12n of monthly cost / (1 + r)^(m/12).</source>
        <translation>NPV du coût total : Σ sur les mois m = 1 … 12n du coût mensuel / (1 + r)^(m/12).</translation>
    </message>
    <message>
        <source>Cost per million tokens: monthly cost / (average output tokens/s × 730.5 h × 3600 s) × 10^6.</source>
        <translation>Coût par million de jetons : coût mensuel / (jetons de sortie moyens/s × 730.5 h × 3600 s) × 10^6.</translation>
    </message>
    <message>
        <source>Exit cost: probability × (CUDA-only share × full port cost + requalification + other).</source>
        <translation>Coût de sortie : probabilité × (part exclusivement CUDA × coût de portage complet + requalification + autres).</translation>
    </message>
    <message>
        <source>Lock-in score: 100 × Σ w_i r_i / Σ w_i over the applicable factors.</source>
        <translation>Score de dépendance fournisseur : 100 × Σ w_i r_i / Σ w_i sur les facteurs applicables.</translation>
    </message>
    <message>
        <source>Weighted sum: S_i = Σ_j w_j n_ij, n_ij min-max normalised (cost criteria reversed).</source>
        <translation>Somme pondérée : S_i = Σ_j w_j n_ij, n_ij normalisé min-max (critères de coût inversés).</translation>
    </message>
    <message>
        <source>AHP: w = principal eigenvector of A; CI = (λmax − n) / (n − 1); CR = CI / RI.</source>
        <translation>AHP : w = vecteur propre principal de A ; CI = (λmax − n) / (n − 1) ; CR = CI / RI.</translation>
    </message>
    <message>
        <source>PERT draw: Beta(α, β) on [low, high], α = 1 + 4 (mode − low) / (high − low), β = 1 + 4 (high − mode) / (high − low).</source>
        <translation>Tirage PERT : Beta(α, β) sur [bas, haut], α = 1 + 4 (mode − bas) / (haut − bas), β = 1 + 4 (haut − mode) / (haut − bas).</translation>
    </message>
    <message>
        <source>Data hash: SHA-256 over, for each part in the order scenario, catalog, lockin_defaults, calibration: the part name, a newline, its length in bytes in decimal, a newline, then its bytes. The catalog part is the workspace catalog as used, written as GpuPlan catalog JSON (indent 1).</source>
        <translation>Hachage des données : SHA-256 calculé sur, pour chaque partie dans l&apos;ordre scenario, catalog, lockin_defaults, calibration : le nom de la partie, un saut de ligne, sa longueur en octets en décimal, un saut de ligne, puis ses octets. La partie catalog est le catalogue de l&apos;espace de travail tel qu&apos;utilisé, écrit au format JSON de catalogue GpuPlan (indentation 1).</translation>
    </message>
    <message>
        <source>D. Data fingerprints</source>
        <translation>D. Empreintes des données</translation>
    </message>
    <message>
        <source>SHA-256 of each part of the data the report was computed from; the data hash on the cover covers them all (see the formulas).</source>
        <translation>SHA-256 de chaque partie des données à partir desquelles le rapport a été calculé ; le hachage des données figurant sur la couverture les couvre toutes (voir les formules).</translation>
    </message>
    <message>
        <source>data hash</source>
        <translation>hachage des données</translation>
    </message>
    <message>
        <source>E. Glossary</source>
        <translation>E. Glossaire</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token: queueing plus prefill of the prompt.</source>
        <translation>Délai du premier jeton : mise en file d&apos;attente plus préremplissage du prompt.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: one decode step at the serving batch.</source>
        <translation>Temps par jeton de sortie : une étape de décodage à la taille de lot de service.</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Service level objective: the latency targets the fleet is sized for.</source>
        <translation>Objectif de niveau de service : les cibles de latence pour lesquelles le parc est dimensionné.</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Réplique</translation>
    </message>
    <message>
        <source>The GPUs that together serve one copy of the model.</source>
        <translation>Les GPU qui servent ensemble une copie du modèle.</translation>
    </message>
    <message>
        <source>N+k</source>
        <translation>N+k</translation>
    </message>
    <message>
        <source>N serving replicas plus k spares that cover failures under repair.</source>
        <translation>N répliques en service plus k réserves qui couvrent les pannes en cours de réparation.</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>NPV</translation>
    </message>
    <message>
        <source>Net present value: future payments discounted at the cost of capital.</source>
        <translation>Valeur actuelle nette : paiements futurs actualisés au coût du capital.</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: purchase, power, operations and exit, over the life.</source>
        <translation>Coût total de possession : achat, énergie, exploitation et sortie, sur la durée de vie.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power divided by IT power.</source>
        <translation>Indicateur d&apos;efficacité énergétique : puissance totale du site divisée par la puissance informatique.</translation>
    </message>
    <message>
        <source>HHI</source>
        <translation>HHI</translation>
    </message>
    <message>
        <source>Herfindahl-Hirschman index: the sum of squared spend shares; 1 is a single vendor.</source>
        <translation>Indice de Herfindahl-Hirschman : somme des carrés des parts de dépenses ; 1 correspond à un fabricant unique.</translation>
    </message>
    <message>
        <source>AHP</source>
        <translation>AHP</translation>
    </message>
    <message>
        <source>Analytic hierarchy process: weights from pairwise comparisons.</source>
        <translation>Processus de hiérarchie analytique : poids issus de comparaisons par paires.</translation>
    </message>
    <message>
        <source>TOPSIS</source>
        <translation>TOPSIS</translation>
    </message>
    <message>
        <source>Ranking by closeness to an ideal option.</source>
        <translation>Classement selon la proximité avec une option idéale.</translation>
    </message>
    <message>
        <source>Pareto set</source>
        <translation>Ensemble de Pareto</translation>
    </message>
    <message>
        <source>The options no other option beats on every criterion.</source>
        <translation>Les options qu&apos;aucune autre option ne surpasse sur tous les critères.</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>Diagramme en tornade</translation>
    </message>
    <message>
        <source>One input at a time moved to the ends of its range.</source>
        <translation>Une entrée à la fois, portée aux bornes de sa plage.</translation>
    </message>
    <message>
        <source>Switching value</source>
        <translation>Valeur de basculement</translation>
    </message>
    <message>
        <source>The input value at which another option becomes first.</source>
        <translation>La valeur d&apos;entrée à laquelle une autre option passe en tête.</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Error-correcting code memory: corrects and reports memory bit errors.</source>
        <translation>Mémoire à code correcteur d&apos;erreurs : corrige et signale les erreurs de bits en mémoire.</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Sustained load on new cards before production, to reveal marginal parts.</source>
        <translation>Charge soutenue sur les cartes neuves avant la mise en production, pour révéler les composants fragiles.</translation>
    </message>
    <message>
        <source>GB, GiB</source>
        <translation>GB, GiB</translation>
    </message>
    <message>
        <source>10^9 bytes; 2^30 bytes.</source>
        <translation>10^9 octets ; 2^30 octets.</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>fiche technique</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importé</translation>
    </message>
    <message>
        <source>user override</source>
        <translation>forcé par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>dérivé</translation>
    </message>
    <message>
        <source>no date recorded</source>
        <translation>aucune date enregistrée</translation>
    </message>
    <message>
        <source>Peak request rate</source>
        <translation>Débit de requêtes de pointe</translation>
    </message>
    <message>
        <source>Average request rate</source>
        <translation>Débit de requêtes moyen</translation>
    </message>
    <message>
        <source>Prompt tokens (mean)</source>
        <translation>Jetons du prompt (moyenne)</translation>
    </message>
    <message>
        <source>Output tokens (mean)</source>
        <translation>Jetons de sortie (moyenne)</translation>
    </message>
    <message>
        <source>Arrival variability (SCV)</source>
        <translation>Variabilité des arrivées (SCV)</translation>
    </message>
    <message>
        <source>Utilisation cap</source>
        <translation>Plafond du taux d&apos;utilisation</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>Cible TTFT</translation>
    </message>
    <message>
        <source>TTFT percentile</source>
        <translation>Percentile TTFT</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>Cible TPOT</translation>
    </message>
    <message>
        <source>Service life</source>
        <translation>Durée de vie</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Taux d&apos;actualisation</translation>
    </message>
    <message>
        <source>Server uplift</source>
        <translation>Surcoût serveur</translation>
    </message>
    <message>
        <source>Host power per GPU</source>
        <translation>Puissance hôte par GPU</translation>
    </message>
    <message>
        <source>Load factor</source>
        <translation>Facteur de charge</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Puissance au repos</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>Operations cost</source>
        <translation>Coût d&apos;exploitation</translation>
    </message>
    <message>
        <source>Spot interruption overhead</source>
        <translation>Surcoût des interruptions spot</translation>
    </message>
    <message>
        <source>GPU failures</source>
        <translation>Pannes de GPU</translation>
    </message>
    <message>
        <source>Repair time</source>
        <translation>Délai de réparation</translation>
    </message>
    <message>
        <source>Availability target</source>
        <translation>Objectif de disponibilité</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPU par serveur</translation>
    </message>
    <message>
        <source>Server height</source>
        <translation>Hauteur de serveur</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Budget de puissance par baie</translation>
    </message>
    <message>
        <source>Rack height</source>
        <translation>Hauteur de baie</translation>
    </message>
    <message>
        <source>Lead-time reference</source>
        <translation>Délai de livraison de référence</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>Budget mensuel</translation>
    </message>
    <message>
        <source>Capital budget</source>
        <translation>Budget d&apos;investissement</translation>
    </message>
    <message>
        <source>CUDA-only code share</source>
        <translation>Part de code exclusivement CUDA</translation>
    </message>
    <message>
        <source>Existing spend with %1</source>
        <translation>Dépenses existantes auprès de %1</translation>
    </message>
    <message>
        <source>Uncertain input %1 (base; range %2 to %3)</source>
        <translation>Entrée incertaine %1 (base ; plage de %2 à %3)</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Hypothèse</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Scenario field</source>
        <translation>Champ du scénario</translation>
    </message>
    <message>
        <source>scenario file of %1</source>
        <translation>fichier de scénario de %1</translation>
    </message>
    <message>
        <source>%1 (GpuPlan&apos;s default)</source>
        <translation>%1 (valeur par défaut de GpuPlan)</translation>
    </message>
    <message>
        <source>the scenario file; no source given</source>
        <translation>le fichier de scénario ; aucune source indiquée</translation>
    </message>
    <message>
        <source>Source: the scenario&apos;s &quot;sources&quot; note for the field or its parent; otherwise GpuPlan&apos;s documented default where the scenario keeps it.</source>
        <translation>Source : la note &quot;sources&quot; du scénario pour le champ ou son parent ; à défaut, la valeur par défaut documentée de GpuPlan lorsque le scénario la conserve.</translation>
    </message>
    <message>
        <source>Data provenance</source>
        <translation>Provenance des données</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bande passante mémoire</translation>
    </message>
    <message>
        <source>dense %1 peak</source>
        <translation>pic %1 dense</translation>
    </message>
    <message>
        <source>board power</source>
        <translation>puissance de la carte</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>absent du catalogue</translation>
    </message>
    <message>
        <source>%1: price</source>
        <translation>%1 : prix</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>no note</source>
        <translation>aucune note</translation>
    </message>
    <message>
        <source>no date given</source>
        <translation>aucune date indiquée</translation>
    </message>
    <message>
        <source>framework support</source>
        <translation>prise en charge des frameworks</translation>
    </message>
    <message>
        <source>kernel coverage</source>
        <translation>couverture des kernels</translation>
    </message>
    <message>
        <source>support window (years)</source>
        <translation>période de prise en charge (années)</translation>
    </message>
    <message>
        <source>lead time (weeks)</source>
        <translation>délai de livraison (semaines)</translation>
    </message>
    <message>
        <source>Specs from the workspace catalog (with the user&apos;s overrides applied), prices as used, and the shipped per-vendor lock-in defaults (data/lockin_defaults.json).</source>
        <translation>Caractéristiques issues du catalogue de l&apos;espace de travail (modifications de l&apos;utilisateur appliquées), prix tels qu&apos;utilisés, et valeurs par défaut de dépendance fournisseur, par fabricant, fournies avec l&apos;application (data/lockin_defaults.json).</translation>
    </message>
    <message>
        <source>Fleet size against the peak request rate</source>
        <translation>Taille du parc selon le débit de requêtes de pointe</translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation>Requêtes de pointe par seconde</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: SLO bound</source>
        <translation>%1 : borne SLO</translation>
    </message>
    <message>
        <source>scenario peak</source>
        <translation>pointe du scénario</translation>
    </message>
    <message>
        <source>GPUs needed (spares included for owned options) as the peak rate grows, at TTFT p%1 ≤ %2 s and TPOT ≤ %3 s; dashed: the SLO (queue) bound alone. Same sizing as the fleet table.</source>
        <translation>GPU nécessaires (réserves incluses pour les options en propre) à mesure que le débit de pointe augmente, pour TTFT p%1 ≤ %2 s et TPOT ≤ %3 s ; en pointillés : la borne SLO (file d&apos;attente) seule. Même dimensionnement que le tableau du parc.</translation>
    </message>
    <message>
        <source>No option meets the SLO: there is no fleet to draw.</source>
        <translation>Aucune option ne respecte le SLO : aucun parc à tracer.</translation>
    </message>
    <message>
        <source>Monthly cost per option</source>
        <translation>Coût mensuel par option</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>USD par mois</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Coût mensuel</translation>
    </message>
    <message>
        <source>monthly budget</source>
        <translation>budget mensuel</translation>
    </message>
    <message>
        <source>Owned: annualised capital, power and operations at the average load; rented: the serving GPUs at the catalog rate; both with the expected exit cost.</source>
        <translation>En propre : capital annualisé, énergie et exploitation à la charge moyenne ; location : les GPU en service au tarif du catalogue ; dans les deux cas avec le coût de sortie attendu.</translation>
    </message>
    <message>
        <source>The monthly budget, %1, is far above every option.</source>
        <translation>Le budget mensuel, %1, dépasse de loin toutes les options.</translation>
    </message>
    <message>
        <source>Not shown (no fleet meets the SLO): %1.</source>
        <translation>Non affichées (aucun parc ne respecte le SLO) : %1.</translation>
    </message>
    <message>
        <source>Owning against renting, cumulative cash</source>
        <translation>Achat ou location, trésorerie cumulée</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Cumulative USD</source>
        <translation>USD cumulés</translation>
    </message>
    <message>
        <source>%1: own</source>
        <translation>%1 : achat</translation>
    </message>
    <message>
        <source>rent at %1 USD/GPU-h (%2)</source>
        <translation>location à %1 USD/GPU-h (%2)</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>seuil de rentabilité</translation>
    </message>
    <message>
        <source>The %1 serving GPUs of %2 bought, or rented for the same useful hours at the catalog&apos;s cheapest on-demand rate of the same SKU; undiscounted cash, residual value returned at the end of the life.</source>
        <translation>Les %1 GPU en service de %2 achetés, ou loués pour les mêmes heures utiles au tarif à la demande le moins cher du catalogue pour le même SKU ; trésorerie non actualisée, valeur résiduelle récupérée en fin de vie.</translation>
    </message>
    <message>
        <source>No owned option has a cloud rate of the same SKU in the catalog: nothing to compare.</source>
        <translation>Aucune option en propre n&apos;a de tarif cloud du même SKU dans le catalogue : rien à comparer.</translation>
    </message>
    <message>
        <source>Memory per GPU at the serving batch</source>
        <translation>Mémoire par GPU à la taille de lot de service</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Réserve d&apos;exécution</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1 : %2 GiB</translation>
    </message>
    <message>
        <source>Usable memory per GPU: %1.</source>
        <translation>Mémoire utilisable par GPU : %1.</translation>
    </message>
    <message>
        <source>Cost against lock-in: the Pareto frontier</source>
        <translation>Coût face à la dépendance fournisseur : la frontière de Pareto</translation>
    </message>
    <message>
        <source>Monthly cost (USD)</source>
        <translation>Coût mensuel (USD)</translation>
    </message>
    <message>
        <source>Lock-in score (points)</source>
        <translation>Score de dépendance fournisseur (points)</translation>
    </message>
    <message>
        <source>Ranked options</source>
        <translation>Options classées</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>Frontière</translation>
    </message>
    <message>
        <source>Options that pass the gates; the line joins those no other option beats on both monthly cost and lock-in. The scoring table&apos;s Pareto column uses all criteria.</source>
        <translation>Options qui satisfont aux critères éliminatoires ; la ligne relie celles qu&apos;aucune autre option ne surpasse à la fois sur le coût mensuel et sur la dépendance fournisseur. La colonne Pareto du tableau de notation utilise tous les critères.</translation>
    </message>
    <message>
        <source>Output tokens per second per USD/hour</source>
        <translation>Jetons de sortie par seconde par USD/heure</translation>
    </message>
    <message>
        <source>tokens/s per USD/h</source>
        <translation>jetons/s par USD/h</translation>
    </message>
    <message>
        <source>Performance per dollar</source>
        <translation>Performance par dollar</translation>
    </message>
    <message>
        <source>Per GPU at the serving batch; owned options at their annualised cost per hour, cloud options at their rate.</source>
        <translation>Par GPU à la taille de lot de service ; options en propre à leur coût annualisé par heure, options cloud à leur tarif.</translation>
    </message>
    <message>
        <source>Tornado: what moves the recommended option&apos;s score</source>
        <translation>Diagramme en tornade : ce qui fait varier le score de l&apos;option recommandée</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Input at its low value</source>
        <translation>Entrée à sa valeur basse</translation>
    </message>
    <message>
        <source>Input at its high value</source>
        <translation>Entrée à sa valeur haute</translation>
    </message>
    <message>
        <source>Score of %1 (base %2) with one input at a time at the ends of its range.</source>
        <translation>Score de %1 (base %2) avec une seule entrée à la fois placée aux extrémités de sa plage.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Scores as the heaviest weight changes</source>
        <translation>Scores selon la variation du poids le plus élevé</translation>
    </message>
    <message>
        <source>Weighted-sum score</source>
        <translation>Score de somme pondérée</translation>
    </message>
    <message>
        <source>No weight sweep: fewer than two options pass the gates.</source>
        <translation>Pas de balayage des poids : moins de deux options satisfont aux critères éliminatoires.</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Poids de %1</translation>
    </message>
    <message>
        <source>current weight</source>
        <translation>poids actuel</translation>
    </message>
    <message>
        <source>The other weights keep their proportions; where two lines cross, the ranking changes.</source>
        <translation>Les autres poids conservent leurs proportions ; là où deux lignes se croisent, le classement change.</translation>
    </message>
    <message>
        <source>Probability of ranking first</source>
        <translation>Probabilité d&apos;être classé premier</translation>
    </message>
    <message>
        <source>Share of samples</source>
        <translation>Part des tirages</translation>
    </message>
    <message>
        <source>P(first)</source>
        <translation>P(premier)</translation>
    </message>
    <message>
        <source>%1 Monte Carlo samples of the uncertain inputs (seed %2).</source>
        <translation>%1 tirages Monte Carlo des entrées incertaines (graine %2).</translation>
    </message>
    <message>
        <source>The scenario asks for no Monte Carlo samples.</source>
        <translation>Le scénario ne demande aucun tirage Monte Carlo.</translation>
    </message>
    <message>
        <source>Lock-in score by factor</source>
        <translation>Score de dépendance fournisseur par facteur</translation>
    </message>
    <message>
        <source>Points (of 100)</source>
        <translation>Points (sur 100)</translation>
    </message>
    <message>
        <source>high band</source>
        <translation>zone haute</translation>
    </message>
    <message>
        <source>Each bar adds up to the option&apos;s lock-in score; the factors are explained in the risks section.</source>
        <translation>Chaque barre totalise le score de dépendance fournisseur de l&apos;option ; les facteurs sont expliqués dans la section des risques.</translation>
    </message>
    <message>
        <source>OPEN: %1</source>
        <translation>OUVERT : %1</translation>
    </message>
    <message>
        <source>Exact SKU and memory size</source>
        <translation>SKU exact et taille mémoire</translation>
    </message>
    <message>
        <source>%1 (%2), %3 GiB (%4 GB) of %5. The quote must name this SKU, not &quot;the same chip as&quot;.</source>
        <translation>%1 (%2), %3 GiB (%4 GB) de %5. Le devis doit nommer ce SKU, et non « la même puce que ».</translation>
    </message>
    <message>
        <source>the catalog has no memory size for %1.</source>
        <translation>le catalogue n&apos;indique aucune taille mémoire pour %1.</translation>
    </message>
    <message>
        <source>Not applicable: rented capacity; the provider&apos;s terms cover the hardware.</source>
        <translation>Sans objet : capacité louée ; les conditions du fournisseur couvrent le matériel.</translation>
    </message>
    <message>
        <source>Board vendor and revision consistency</source>
        <translation>Cohérence du fabricant de cartes et de la révision</translation>
    </message>
    <message>
        <source>Warranty valid under sustained load</source>
        <translation>Garantie valable sous charge soutenue</translation>
    </message>
    <message>
        <source>Return policy for intermittent faults</source>
        <translation>Politique de retour pour les pannes intermittentes</translation>
    </message>
    <message>
        <source>the catalog records no board vendor or PCB and firmware revision; require one board vendor and revision for the whole lot.</source>
        <translation>le catalogue n&apos;indique ni fabricant de cartes ni révision de PCB et de firmware ; exiger un seul fabricant de cartes et une seule révision pour l&apos;ensemble de la commande.</translation>
    </message>
    <message>
        <source>no warranty terms in the data; require cover for 24/7 data-centre load, not desktop use%1.</source>
        <translation>aucune condition de garantie dans les données ; exiger une couverture pour une charge de centre de données 24 h/24, 7 j/7, et non pour un usage bureautique%1.</translation>
    </message>
    <message>
        <source>, in writing from the reseller</source>
        <translation>, par écrit de la part du revendeur</translation>
    </message>
    <message>
        <source>no return terms in the data; require returns for faults that appear only under load (Xid errors, ECC errors, link resets).</source>
        <translation>aucune condition de retour dans les données ; exiger la reprise des cartes présentant des pannes qui n&apos;apparaissent que sous charge (erreurs Xid, erreurs ECC, réinitialisations de liaison).</translation>
    </message>
    <message>
        <source>Driver support window</source>
        <translation>Période de prise en charge des pilotes</translation>
    </message>
    <message>
        <source>The provider keeps drivers current and retires the hardware.</source>
        <translation>Le fournisseur maintient les pilotes à jour et retire le matériel.</translation>
    </message>
    <message>
        <source>About %1 years from launch (%2): to about %3; the planned life ends about %4.</source>
        <translation>Environ %1 ans après le lancement (%2) : jusque vers %3 ; la durée de vie prévue se termine vers %4.</translation>
    </message>
    <message>
        <source>Support ends first: get the vendor&apos;s end date in writing.</source>
        <translation>La prise en charge se termine en premier : obtenir par écrit la date de fin auprès du fabricant.</translation>
    </message>
    <message>
        <source>no launch date or support window for this SKU.</source>
        <translation>aucune date de lancement ni période de prise en charge pour ce SKU.</translation>
    </message>
    <message>
        <source>Power and cooling, transients included</source>
        <translation>Alimentation et refroidissement, transitoires compris</translation>
    </message>
    <message>
        <source>no board power</source>
        <translation>aucune puissance de carte</translation>
    </message>
    <message>
        <source>board power %1 per GPU; %2 servers of %3 kW nameplate in %4 racks of %5 kW; %6 kW at the facility. Transient peaks are not in the data: get the vendor&apos;s peak draw and size power supplies and circuits with headroom.</source>
        <translation>puissance de carte %1 par GPU ; %2 serveurs de %3 kW nominaux dans %4 baies de %5 kW ; %6 kW au niveau du site. Les pics transitoires ne figurent pas dans les données : obtenir la consommation de crête auprès du fabricant et dimensionner les alimentations et les circuits avec de la marge.</translation>
    </message>
    <message>
        <source>ECC memory</source>
        <translation>Mémoire ECC</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No: memory errors are not corrected or reported; accept this only for work that tolerates them</source>
        <translation>Non : les erreurs mémoire ne sont ni corrigées ni signalées ; à n&apos;accepter que pour des charges de travail qui les tolèrent</translation>
    </message>
    <message>
        <source>the catalog does not say whether this SKU has ECC.</source>
        <translation>le catalogue n&apos;indique pas si ce SKU dispose de l&apos;ECC.</translation>
    </message>
    <message>
        <source>Burn-in plan</source>
        <translation>Plan de burn-in</translation>
    </message>
    <message>
        <source>Run the workload&apos;s benchmark on the rented instances before committing traffic.</source>
        <translation>Exécuter le benchmark de la charge de travail sur les instances louées avant d&apos;y engager du trafic.</translation>
    </message>
    <message numerus="yes">
        <source>burn in every card at intake under sustained load (gpuplan-cli probe burnin) in a quarantine pool, watching temperature, clocks, Xid and ECC counters; %n burn-in verdict(s) are stored in this workspace.</source>
        <translation>
            <numerusform>passer chaque carte en burn-in à la réception sous charge soutenue (gpuplan-cli probe burnin) dans un pool de quarantaine, en surveillant la température, les fréquences et les compteurs Xid et ECC ; %n verdict de burn-in est enregistré dans cet espace de travail.</numerusform>
            <numerusform>passer chaque carte en burn-in à la réception sous charge soutenue (gpuplan-cli probe burnin) dans un pool de quarantaine, en surveillant la température, les fréquences et les compteurs Xid et ECC ; %n verdicts de burn-in sont enregistrés dans cet espace de travail.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Délai de livraison</translation>
    </message>
    <message>
        <source>%1 weeks (vendor default or the scenario&apos;s override).</source>
        <translation>%1 semaines (valeur par défaut du fabricant ou valeur imposée par le scénario).</translation>
    </message>
    <message>
        <source>No option is recommended, so there is nothing to procure yet.</source>
        <translation>Aucune option n&apos;est recommandée : il n&apos;y a donc rien à acheter pour l&apos;instant.</translation>
    </message>
    <message>
        <source>For %1, from the purchasing checklist of the field guides. Items marked OPEN must be answered by the supplier before the order.</source>
        <translation>Pour %1, d&apos;après la liste de contrôle d&apos;achat des guides de terrain. Les points marqués OUVERT doivent recevoir une réponse du fournisseur avant la commande.</translation>
    </message>
    <message>
        <source>No option passes the hard gates. Revisit the budget, the SLO or the options.</source>
        <translation>Aucune option ne satisfait aux critères éliminatoires. Revoir le budget, le SLO ou les options.</translation>
    </message>
    <message>
        <source>It ranks first by the %1 method with a score of %2.</source>
        <translation>Elle arrive en tête selon la méthode %1 avec un score de %2.</translation>
    </message>
    <message>
        <source>The runner-up is %1 with %2.</source>
        <translation>L&apos;option classée deuxième est %1 avec %2.</translation>
    </message>
    <message>
        <source>It ranks first in %1 of the Monte Carlo samples.</source>
        <translation>Elle arrive en tête dans %1 des tirages Monte Carlo.</translation>
    </message>
    <message>
        <source>No other option beats it on every criterion (Pareto set).</source>
        <translation>Aucune autre option ne la surpasse sur tous les critères (ensemble de Pareto).</translation>
    </message>
    <message>
        <source>Another option beats it on every criterion; the weights decide.</source>
        <translation>Une autre option la surpasse sur tous les critères ; les poids sont déterminants.</translation>
    </message>
    <message>
        <source>The committee is asked to approve %1: %2 GPUs for %3 a month.</source>
        <translation>Le comité est invité à approuver %1 : %2 GPU pour %3 par mois.</translation>
    </message>
    <message numerus="yes">
        <source>Condition: the %n open item(s) of the procurement checklist are answered before the order.</source>
        <translation>
            <numerusform>Condition : le %n point ouvert de la liste de contrôle des achats doit recevoir une réponse avant la commande.</numerusform>
            <numerusform>Condition : les %n points ouverts de la liste de contrôle des achats doivent recevoir une réponse avant la commande.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Préparé par</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Approuvé par</translation>
    </message>
    <message>
        <source>Procurement</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Exigences</translation>
    </message>
    <message>
        <source>Options considered</source>
        <translation>Options envisagées</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <source>Risks and mitigations</source>
        <translation>Risques et mesures d&apos;atténuation</translation>
    </message>
    <message>
        <source>Procurement checklist</source>
        <translation>Liste de contrôle des achats</translation>
    </message>
    <message>
        <source>Recommendation and sign-off</source>
        <translation>Recommandation et validation</translation>
    </message>
    <message>
        <source>Appendices</source>
        <translation>Annexes</translation>
    </message>
    <message>
        <source>The scenario %1 cannot be run:
%2</source>
        <translation>Le scénario %1 ne peut pas être exécuté :
%2</translation>
    </message>
    <message>
        <source>No option of the scenario %1 can be evaluated:
%2</source>
        <translation>Aucune option du scénario %1 ne peut être évaluée :
%2</translation>
    </message>
    <message>
        <source>Unknown report section &quot;%1&quot; (expected one of: %2).</source>
        <translation>Section de rapport inconnue &quot;%1&quot; (valeurs attendues : %2).</translation>
    </message>
    <message>
        <source>GPU procurement decision report</source>
        <translation>Rapport de décision d&apos;achat de GPU</translation>
    </message>
    <message>
        <source>schema version %1%2</source>
        <translation>version du schéma %1%2</translation>
    </message>
    <message>
        <source> (read from an older version)</source>
        <translation> (lu depuis une version antérieure)</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(non fourni)</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>Fichier de scénario</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Espace de travail</translation>
    </message>
    <message>
        <source>(in memory)</source>
        <translation>(en mémoire)</translation>
    </message>
    <message>
        <source>Catalog version</source>
        <translation>Version du catalogue</translation>
    </message>
    <message>
        <source>GpuPlan decision report · data SHA-256 %1</source>
        <translation>Rapport de décision GpuPlan · SHA-256 des données %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist</source>
        <translation>Impossible d&apos;écrire %1 : le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>Cannot write %1: the XLSX writer could not start</source>
        <translation>Impossible d&apos;écrire %1 : le module d&apos;écriture XLSX n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <source>Cannot write %1: the finished file could not be moved into place</source>
        <translation>Impossible d&apos;écrire %1 : le fichier terminé n&apos;a pas pu être mis en place</translation>
    </message>
    <message>
        <source>Calibration measurements, every row</source>
        <translation>Mesures d&apos;étalonnage, toutes les lignes</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Jetons/s</translation>
    </message>
    <message>
        <source>File and line</source>
        <translation>Fichier et ligne</translation>
    </message>
    <message>
        <source>The shipped benchmark rows (data/calibration) of the SKUs of this report. The efficiency parameters are fitted on all %1 rows, per GPU class and engine.</source>
        <translation>Les lignes de benchmark fournies (data/calibration) pour les SKU de ce rapport. Les paramètres d&apos;efficacité sont ajustés sur l&apos;ensemble des %1 lignes, par classe de GPU et par moteur.</translation>
    </message>
    <message>
        <source>Calibration measurements</source>
        <translation>Mesures d&apos;étalonnage</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>File and lines</source>
        <translation>Fichier et lignes</translation>
    </message>
    <message>
        <source>%1, lines %2 to %3</source>
        <translation>%1, lignes %2 à %3</translation>
    </message>
    <message>
        <source>The shipped benchmark rows (data/calibration) of the GPUs of this report, grouped; every row is in the &quot;measurements&quot; export. The efficiency parameters are fitted on all %1 rows, per GPU class and engine.</source>
        <translation>Les lignes de benchmark fournies (data/calibration) pour les GPU de ce rapport, regroupées ; chaque ligne figure dans l&apos;export &quot;measurements&quot;. Les paramètres d&apos;efficacité sont ajustés sur l&apos;ensemble des %1 lignes, par classe de GPU et par moteur.</translation>
    </message>
    <message>
        <source>No row measures these GPUs directly: their estimates rest on the fit over other GPUs of their class.</source>
        <translation>Aucune ligne ne mesure directement ces GPU : leurs estimations reposent sur l&apos;ajustement réalisé sur d&apos;autres GPU de leur classe.</translation>
    </message>
    <message>
        <source>Weighted sum: each criterion is min-max normalised over the ranked options (1 best, 0 worst) and the normalised values are added with the weights.</source>
        <translation>Somme pondérée : chaque critère est normalisé min-max sur les options classées (1 = meilleure, 0 = pire) et les valeurs normalisées sont additionnées selon les poids.</translation>
    </message>
    <message>
        <source>AHP: the weights are the principal eigenvector of the pairwise comparison matrix; the options are then scored by the weighted sum of the min-max normalised criteria.</source>
        <translation>AHP : les poids sont le vecteur propre principal de la matrice de comparaisons par paires ; les options sont ensuite notées par la somme pondérée des critères normalisés min-max.</translation>
    </message>
    <message>
        <source>TOPSIS: the closeness of each option to the ideal and away from the anti-ideal, on vector-normalised, weighted criteria.</source>
        <translation>TOPSIS : la proximité de chaque option à l&apos;idéal et son éloignement de l&apos;anti-idéal, sur des critères normalisés vectoriellement et pondérés.</translation>
    </message>
    <message>
        <source>Deciding method: %1. %2</source>
        <translation>Méthode de décision : %1. %2</translation>
    </message>
    <message>
        <source>Origin of the weights: set in the scenario file; no source note given.</source>
        <translation>Origine des poids : définis dans le fichier de scénario ; aucune note de source fournie.</translation>
    </message>
    <message>
        <source>Origin of the weights: %1</source>
        <translation>Origine des poids : %1</translation>
    </message>
    <message>
        <source>AHP consistency</source>
        <translation>Cohérence AHP</translation>
    </message>
    <message>
        <source>Principal eigenvalue (λmax)</source>
        <translation>Valeur propre principale (λmax)</translation>
    </message>
    <message>
        <source>Consistency index (CI)</source>
        <translation>Indice de cohérence (CI)</translation>
    </message>
    <message>
        <source>Random index (RI)</source>
        <translation>Indice aléatoire (RI)</translation>
    </message>
    <message>
        <source>matrix larger than the table</source>
        <translation>matrice plus grande que la table</translation>
    </message>
    <message>
        <source>Consistency ratio (CR)</source>
        <translation>Ratio de cohérence (CR)</translation>
    </message>
    <message>
        <source>no random index</source>
        <translation>aucun indice aléatoire</translation>
    </message>
    <message>
        <source>Random-index table</source>
        <translation>Table des indices aléatoires</translation>
    </message>
    <message>
        <source>The scenario carries a pairwise matrix but ranks with its direct weights; the AHP weights are shown for comparison.</source>
        <translation>Le scénario contient une matrice de comparaisons par paires mais effectue le classement avec ses poids directs ; les poids AHP sont affichés à titre de comparaison.</translation>
    </message>
    <message>
        <source>No pairwise comparison matrix in the scenario: AHP consistency does not apply.</source>
        <translation>Aucune matrice de comparaisons par paires dans le scénario : la cohérence AHP ne s&apos;applique pas.</translation>
    </message>
    <message>
        <source>Models used</source>
        <translation>Modèles utilisés</translation>
    </message>
    <message>
        <source>Memory fit: weights at the format&apos;s bits per parameter, KV cache per token from the model&apos;s layers, heads and KV format, activation peak and runtime reserve of the engine.</source>
        <translation>Adéquation mémoire : poids du modèle au nombre de bits par paramètre du format, cache KV par jeton d&apos;après les couches, les têtes et le format KV du modèle, pic d&apos;activation et réserve d&apos;exécution du moteur.</translation>
    </message>
    <message>
        <source>Replica capacity: the largest batch whose decode step meets the time per output token.</source>
        <translation>Capacité d&apos;une réplique : le plus grand lot dont l&apos;étape de décodage respecte le temps par jeton de sortie.</translation>
    </message>
    <message>
        <source>Fleet size: throughput bound and G/G/c queue bound (Erlang C with the Allen-Cunneen correction) on the batch slots, then N+k spares from a Poisson model of failures and repairs.</source>
        <translation>Taille du parc : borne de débit et borne de file d&apos;attente G/G/c (Erlang C avec la correction d&apos;Allen-Cunneen) sur les emplacements de lot, puis N+k unités de réserve d&apos;après un modèle de Poisson des pannes et des réparations.</translation>
    </message>
    <message>
        <source>Cost: annualised capital (capital recovery factor, residual value), power at the average load with PUE, operations; cloud rates for rented options.</source>
        <translation>Coût : capital annualisé (facteur de recouvrement du capital, valeur résiduelle), énergie à la charge moyenne avec le PUE, exploitation ; tarifs cloud pour les options en location.</translation>
    </message>
    <message>
        <source>Lock-in: seven weighted factors scored 0 to 100.</source>
        <translation>Dépendance fournisseur : sept facteurs pondérés notés de 0 à 100.</translation>
    </message>
    <message>
        <source>Sensitivity: critical weights, tornado and switching values, and a Monte Carlo of the uncertain inputs (PERT or triangular).</source>
        <translation>Sensibilité : poids critiques, diagramme en tornade et valeurs de basculement, et une simulation Monte Carlo des entrées incertaines (PERT ou triangulaire).</translation>
    </message>
    <message>
        <source>Queue check for %1: a discrete-event simulation of %2 requests gives a %3th-percentile wait of %4 ms (95 % interval %5 to %6 ms) against %7 ms from the formula; %8.</source>
        <translation>Vérification de la file d&apos;attente pour %1 : une simulation à événements discrets de %2 requêtes donne une attente au %3e percentile de %4 ms (intervalle à 95 % de %5 à %6 ms), contre %7 ms selon la formule ; %8.</translation>
    </message>
    <message>
        <source>the formula lies within the interval</source>
        <translation>la formule se situe dans l&apos;intervalle</translation>
    </message>
    <message>
        <source>the formula lies outside the interval: treat the queue bound with care</source>
        <translation>la formule se situe hors de l&apos;intervalle : interpréter la borne de file d&apos;attente avec prudence</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Coût total de possession</translation>
    </message>
    <message>
        <source>Performance per dollar and per watt</source>
        <translation>Performance par dollar et par watt</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Adéquation mémoire</translation>
    </message>
    <message>
        <source>Fleet size</source>
        <translation>Taille du parc</translation>
    </message>
    <message>
        <source>Critical weights</source>
        <translation>Poids critiques</translation>
    </message>
    <message>
        <source>Switching values</source>
        <translation>Valeurs de basculement</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>Monte Carlo</translation>
    </message>
    <message>
        <source>With all uncertain inputs drawn at once, %1 ranks first in %2 of %3 samples.</source>
        <translation>Avec toutes les entrées incertaines tirées simultanément, %1 arrive en tête dans %2 des %3 tirages.</translation>
    </message>
    <message>
        <source>no fleet meets the SLO</source>
        <translation>aucun parc ne respecte le SLO</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coût par million de jetons</translation>
    </message>
    <message>
        <source>Capital expenditure</source>
        <translation>Dépenses d&apos;investissement</translation>
    </message>
    <message>
        <source>Lock-in score</source>
        <translation>Score de dépendance fournisseur</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Puissance du site</translation>
    </message>
    <message>
        <source>TTFT (percentile)</source>
        <translation>TTFT (percentile)</translation>
    </message>
    <message>
        <source>Estimate uncertainty</source>
        <translation>Incertitude de l&apos;estimation</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>used</source>
        <translation>d&apos;occasion</translation>
    </message>
    <message>
        <source>refurbished</source>
        <translation>reconditionné</translation>
    </message>
    <message>
        <source>cloud on demand</source>
        <translation>cloud à la demande</translation>
    </message>
    <message>
        <source>cloud reserved</source>
        <translation>cloud réservé</translation>
    </message>
    <message>
        <source>cloud spot</source>
        <translation>cloud spot</translation>
    </message>
    <message>
        <source>weighted sum</source>
        <translation>somme pondérée</translation>
    </message>
    <message>
        <source>Port the CUDA-only kernels to portable paths (Triton, vendor-neutral libraries) before the next purchase.</source>
        <translation>Porter les kernels exclusivement CUDA vers des solutions portables (Triton, bibliothèques indépendantes du fabricant) avant le prochain achat.</translation>
    </message>
    <message>
        <source>Pin framework versions tested on this vendor; budget engineering time for upstream gaps.</source>
        <translation>Figer les versions de framework testées sur ce fabricant ; prévoir du temps d&apos;ingénierie pour combler les lacunes en amont.</translation>
    </message>
    <message>
        <source>Check that the quantisation formats and attention kernels used have equivalents on a second vendor.</source>
        <translation>Vérifier que les formats de quantification et les kernels d&apos;attention utilisés ont des équivalents chez un second fabricant.</translation>
    </message>
    <message>
        <source>Get the driver support end date in writing; plan the refresh before it.</source>
        <translation>Obtenir par écrit la date de fin de prise en charge des pilotes ; planifier le renouvellement avant cette date.</translation>
    </message>
    <message>
        <source>Keep a qualified second vendor in the fleet or in the cloud.</source>
        <translation>Conserver un second fabricant qualifié dans le parc ou dans le cloud.</translation>
    </message>
    <message>
        <source>Qualify a second option that passes the gates, even at a higher cost.</source>
        <translation>Qualifier une seconde option qui satisfait aux critères éliminatoires, même à un coût plus élevé.</translation>
    </message>
    <message>
        <source>Order early, or bridge with cloud capacity until delivery.</source>
        <translation>Commander tôt, ou assurer la transition avec de la capacité cloud jusqu&apos;à la livraison.</translation>
    </message>
    <message>
        <source>Lock-in, %1: risk %2 of 1 for %3.</source>
        <translation>Dépendance fournisseur, %1 : risque %2 sur 1 pour %3.</translation>
    </message>
    <message>
        <source>Uncertain ranking: %1 ranks first in only %2 of the Monte Carlo samples.</source>
        <translation>Classement incertain : %1 n&apos;arrive en tête que dans %2 des tirages Monte Carlo.</translation>
    </message>
    <message>
        <source>Firm up the inputs with the largest tornado swing (quotes, measured throughput) before signing.</source>
        <translation>Consolider les entrées ayant la plus forte amplitude dans le diagramme en tornade (devis, débit mesuré) avant de signer.</translation>
    </message>
    <message>
        <source>Throughput estimate uncertain by about %1 (calibration residuals).</source>
        <translation>Estimation du débit incertaine d&apos;environ %1 (résidus d&apos;étalonnage).</translation>
    </message>
    <message>
        <source>Benchmark the workload on the chosen GPU (gpuplan-cli probe, vLLM benchmark) before the order.</source>
        <translation>Mesurer la charge de travail sur le GPU choisi (gpuplan-cli probe, benchmark vLLM) avant la commande.</translation>
    </message>
    <message>
        <source>Supply: a lead time of %1 weeks for %2.</source>
        <translation>Approvisionnement : un délai de livraison de %1 semaines pour %2.</translation>
    </message>
    <message>
        <source>Driver end of life: vendor support ends about %1, before the end of the planned life (%2).</source>
        <translation>Fin de vie des pilotes : la prise en charge par le fabricant se termine vers %1, avant la fin de la durée de vie prévue (%2).</translation>
    </message>
    <message>
        <source>Second-hand cards: faults that show only under sustained load.</source>
        <translation>Cartes d&apos;occasion : pannes qui n&apos;apparaissent que sous charge soutenue.</translation>
    </message>
    <message>
        <source>Burn-in and quarantine every card at intake; keep a return channel for intermittent faults.</source>
        <translation>Passer en burn-in et mettre en quarantaine chaque carte à la réception ; conserver un canal de retour pour les pannes intermittentes.</translation>
    </message>
    <message>
        <source>Little SLO margin: the TTFT percentile is %1 of the target.</source>
        <translation>Faible marge sur le SLO : le percentile TTFT atteint %1 de la cible.</translation>
    </message>
    <message>
        <source>Keep one more replica in reserve or load-test at the peak rate.</source>
        <translation>Garder une réplique supplémentaire en réserve ou effectuer un test de charge au débit de pointe.</translation>
    </message>
    <message>
        <source>If %1 falls to %2 (base %3), %4 becomes first.</source>
        <translation>Si %1 descend à %2 (base %3), %4 passe en tête.</translation>
    </message>
    <message>
        <source>Watch this input; agree a price or capacity that keeps it on the safe side.</source>
        <translation>Surveiller cette entrée ; convenir d&apos;un prix ou d&apos;une capacité qui la maintient du bon côté.</translation>
    </message>
    <message>
        <source>If %1 rises to %2 (base %3), %4 becomes first.</source>
        <translation>Si %1 monte à %2 (base %3), %4 passe en tête.</translation>
    </message>
    <message>
        <source>Stale prices: %1 of the %2 prices used are older than %3 days (up to %4 days); see the prices table.</source>
        <translation>Prix périmés : %1 des %2 prix utilisés datent de plus de %3 jours (jusqu&apos;à %4 jours) ; voir le tableau des prix.</translation>
    </message>
    <message>
        <source>Get current quotes and rerun the scenario.</source>
        <translation>Obtenir des devis à jour et relancer le scénario.</translation>
    </message>
    <message numerus="yes">
        <source>The imported fleet has %n finding(s) calling for quarantine or rejection.</source>
        <translation>
            <numerusform>Le parc importé présente %n constat appelant une mise en quarantaine ou un rejet.</numerusform>
            <numerusform>Le parc importé présente %n constats appelant une mise en quarantaine ou un rejet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolve them before adding capacity of the same kind.</source>
        <translation>Les résoudre avant d&apos;ajouter de la capacité du même type.</translation>
    </message>
    <message>
        <source>Risk register</source>
        <translation>Registre des risques</translation>
    </message>
    <message>
        <source>%1 Mitigation: %2</source>
        <translation>%1 Atténuation : %2</translation>
    </message>
    <message>
        <source>No risk scored above the reporting threshold.</source>
        <translation>Aucun risque n&apos;a obtenu un score supérieur au seuil de signalement.</translation>
    </message>
    <message>
        <source>Lock-in</source>
        <translation>Dépendance fournisseur</translation>
    </message>
    <message>
        <source>Supply, lead time and driver support</source>
        <translation>Approvisionnement, délai de livraison et prise en charge des pilotes</translation>
    </message>
    <message>
        <source>the provider retires the hardware</source>
        <translation>le fournisseur retire le matériel</translation>
    </message>
    <message>
        <source>driver support to about %1 (life ends %2)</source>
        <translation>prise en charge des pilotes jusque vers %1 (fin de vie %2)</translation>
    </message>
    <message>
        <source>no launch date or support window</source>
        <translation>aucune date de lancement ni période de prise en charge</translation>
    </message>
    <message>
        <source>lead time %1 weeks; %2</source>
        <translation>délai de livraison %1 semaines ; %2</translation>
    </message>
    <message>
        <source>Fleet health</source>
        <translation>Santé du parc</translation>
    </message>
    <message>
        <source>No fleet data imported in this workspace.</source>
        <translation>Aucune donnée de parc importée dans cet espace de travail.</translation>
    </message>
    <message numerus="yes">
        <source>The imported fleet (%n device(s)) has no health finding.</source>
        <translation>
            <numerusform>Le parc importé (%n périphérique) ne présente aucun constat de santé.</numerusform>
            <numerusform>Le parc importé (%n périphériques) ne présente aucun constat de santé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices and their age</source>
        <translation>Les prix et leur ancienneté</translation>
    </message>
    <message>
        <source>Option &quot;%1&quot; (%2) was left out: %3.</source>
        <translation>L&apos;option &quot;%1&quot; (%2) a été écartée : %3.</translation>
    </message>
    <message>
        <source>Uncertain inputs of left-out options were dropped from the Monte Carlo: %1.</source>
        <translation>Les entrées incertaines des options écartées ont été retirées du Monte Carlo : %1.</translation>
    </message>
    <message>
        <source>No recommendation: no option passes the hard gates (fits in memory, meets the SLO, stays within the budget). The options section says which gate each one fails.</source>
        <translation>Aucune recommandation : aucune option ne satisfait les critères éliminatoires (tenir en mémoire, respecter le SLO, rester dans le budget). La section des options indique le critère auquel chacune échoue.</translation>
    </message>
    <message>
        <source>Recommendation: %1. It serves the workload at the SLO with %2 GPUs in all (%3, %4; %5), for %6 a month.</source>
        <translation>Recommandation : %1. Elle sert la charge de travail au niveau du SLO avec %2 GPU au total (%3, %4 ; %5), pour %6 par mois.</translation>
    </message>
    <message numerus="yes">
        <source>%n serving replica(s)</source>
        <translation>
            <numerusform>%n réplique en service</numerusform>
            <numerusform>%n répliques en service</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) each</source>
        <translation>
            <numerusform>%n GPU chacune</numerusform>
            <numerusform>%n GPU chacune</numerusform>
        </translation>
    </message>
    <message>
        <source>the provider replaces failed instances</source>
        <translation>le fournisseur remplace les instances défaillantes</translation>
    </message>
    <message numerus="yes">
        <source>%n spare replica(s)</source>
        <translation>
            <numerusform>%n réplique de réserve</numerusform>
            <numerusform>%n répliques de réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation>Option recommandée</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Servers and racks</source>
        <translation>Serveurs et baies</translation>
    </message>
    <message>
        <source>%1 servers in %2 racks, %3 kW at the facility</source>
        <translation>%1 serveurs dans %2 baies, %3 kW au niveau du site</translation>
    </message>
    <message>
        <source>Total cost (NPV)</source>
        <translation>Coût total (NPV)</translation>
    </message>
    <message>
        <source>%1 over %2 years at %3 a year</source>
        <translation>%1 sur %2 ans à %3 par an</translation>
    </message>
    <message>
        <source>no fleet</source>
        <translation>aucun parc</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Coût par million de jetons de sortie</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confiance</translation>
    </message>
    <message>
        <source>ranks first in %1 of %2 Monte Carlo samples</source>
        <translation>classée première dans %1 des %2 tirages Monte Carlo</translation>
    </message>
    <message>
        <source>the scenario asks for no Monte Carlo samples</source>
        <translation>le scénario ne demande aucun tirage Monte Carlo</translation>
    </message>
    <message>
        <source>%1 of 100</source>
        <translation>%1 sur 100</translation>
    </message>
    <message>
        <source>Top three risks</source>
        <translation>Trois principaux risques</translation>
    </message>
    <message>
        <source>Missing data</source>
        <translation>Données manquantes</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>%1 tokens on average (standard deviation %2)</source>
        <translation>%1 jetons en moyenne (écart type %2)</translation>
    </message>
    <message>
        <source>%1 tokens on average (SCV %2)</source>
        <translation>%1 jetons en moyenne (SCV %2)</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>Weights and KV cache</source>
        <translation>Poids et cache KV</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur d&apos;inférence</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 requêtes/s</translation>
    </message>
    <message>
        <source>Service level objective</source>
        <translation>Objectif de niveau de service</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Délai du premier jeton</translation>
    </message>
    <message>
        <source>at most %1 s at the %2th percentile</source>
        <translation>au plus %1 s au %2e percentile</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par jeton de sortie</translation>
    </message>
    <message>
        <source>at most %1 s (%2 tokens/s per user)</source>
        <translation>au plus %1 s (%2 jetons/s par utilisateur)</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>%1 of the time with enough replicas up</source>
        <translation>%1 du temps avec suffisamment de répliques en service</translation>
    </message>
    <message>
        <source>Hard gates</source>
        <translation>Critères éliminatoires</translation>
    </message>
    <message>
        <source>Fits: the model and its KV cache fit in the memory of one replica.</source>
        <translation>Tient en mémoire : le modèle et son cache KV tiennent dans la mémoire d&apos;une réplique.</translation>
    </message>
    <message>
        <source>Meets the SLO: a fleet exists whose TTFT percentile and TPOT meet the targets.</source>
        <translation>Respecte le SLO : il existe un parc dont le percentile de TTFT et le TPOT atteignent les cibles.</translation>
    </message>
    <message>
        <source>Within budget: monthly cost, capital expenditure and the most GPUs an option can supply.</source>
        <translation>Dans le budget : coût mensuel, dépenses d&apos;investissement et nombre maximal de GPU qu&apos;une option peut fournir.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensuel</translation>
    </message>
    <message>
        <source>no limit given</source>
        <translation>aucune limite indiquée</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Investissement</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) evaluated.</source>
        <translation>
            <numerusform>%n option évaluée.</numerusform>
            <numerusform>%n options évaluées.</numerusform>
        </translation>
    </message>
    <message>
        <source>monthly cost %1 above the budget of %2</source>
        <translation>coût mensuel de %1 au-dessus du budget de %2</translation>
    </message>
    <message>
        <source>capital expenditure %1 above the budget of %2</source>
        <translation>dépenses d&apos;investissement de %1 au-dessus du budget de %2</translation>
    </message>
    <message>
        <source>needs %1 GPUs, at most %2 can be had</source>
        <translation>nécessite %1 GPU, au plus %2 disponibles</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>Why options failed</source>
        <translation>Motifs d&apos;échec des options</translation>
    </message>
    <message>
        <source>Options and hard gates</source>
        <translation>Options et critères éliminatoires</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Meets the SLO</source>
        <translation>Respecte le SLO</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>Dans le budget</translation>
    </message>
    <message>
        <source>Ranked</source>
        <translation>Classée</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>non évalué</translation>
    </message>
    <message>
        <source>left out: data missing</source>
        <translation>écartée : données manquantes</translation>
    </message>
    <message>
        <source>An option is ranked only when it fits in GPU memory, meets the latency SLO and stays within the budget (monthly cost, capital expenditure, and the most GPUs that can be had).</source>
        <translation>Une option n&apos;est classée que si elle tient dans la mémoire GPU, respecte le SLO de latence et reste dans le budget (coût mensuel, dépenses d&apos;investissement et nombre maximal de GPU disponibles).</translation>
    </message>
    <message>
        <source>Criteria and weights</source>
        <translation>Critères et poids</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Better when</source>
        <translation>Meilleur si</translation>
    </message>
    <message>
        <source>Weight in the scenario</source>
        <translation>Poids dans le scénario</translation>
    </message>
    <message>
        <source>Weight used</source>
        <translation>Poids utilisé</translation>
    </message>
    <message>
        <source>AHP weight</source>
        <translation>Poids AHP</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>plus bas</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>plus haut</translation>
    </message>
    <message>
        <source>no AHP weight</source>
        <translation>pas de poids AHP</translation>
    </message>
    <message>
        <source>Weights used: the scenario&apos;s weights divided by their sum (weighted sum and TOPSIS), or the principal eigenvector of the pairwise matrix when the method is AHP.</source>
        <translation>Poids utilisés : les poids du scénario divisés par leur somme (somme pondérée et TOPSIS), ou le vecteur propre principal de la matrice de comparaison par paires lorsque la méthode est AHP.</translation>
    </message>
    <message>
        <source>Scoring matrix</source>
        <translation>Matrice de notation</translation>
    </message>
    <message>
        <source>Weighted sum</source>
        <translation>Somme pondérée</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>gated out</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <source>unranked</source>
        <translation>non classée</translation>
    </message>
    <message>
        <source>Raw criterion values in their own units; each is min-max normalised over the ranked options before weighting. Rank is by the scenario&apos;s method.</source>
        <translation>Valeurs brutes des critères dans leurs propres unités ; chacune est normalisée min-max sur les options classées avant pondération. Le rang suit la méthode du scénario.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Per</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>of which exit cost</source>
        <translation>dont coût de sortie</translation>
    </message>
    <message>
        <source>NPV over the life</source>
        <translation>NPV sur la durée de vie</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Par million de jetons</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>heure-GPU</translation>
    </message>
    <message>
        <source>none (rented)</source>
        <translation>aucun (location)</translation>
    </message>
    <message>
        <source>Monthly cost: owned fleets at the average load (annualised capital, power, operations; spares idle), rented fleets for the serving GPUs; both plus the expected exit cost spread over the life. NPV: the monthly cost discounted monthly at the scenario&apos;s rate over the service life. Per million output tokens at the average load.</source>
        <translation>Coût mensuel : parcs en propre à la charge moyenne (capital annualisé, énergie, exploitation ; réserves inactives), parcs loués pour les GPU en service ; dans les deux cas, plus le coût de sortie attendu réparti sur la durée de vie. NPV : le coût mensuel actualisé mensuellement au taux du scénario sur la durée de service. Par million de jetons de sortie à la charge moyenne.</translation>
    </message>
    <message>
        <source>Owning against renting the same GPUs</source>
        <translation>Achat ou location des mêmes GPU</translation>
    </message>
    <message>
        <source>Serving GPUs</source>
        <translation>GPU en service</translation>
    </message>
    <message>
        <source>Cloud rate</source>
        <translation>Tarif cloud</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>NPV owning</source>
        <translation>NPV achat</translation>
    </message>
    <message>
        <source>NPV renting</source>
        <translation>NPV location</translation>
    </message>
    <message>
        <source>Owning cheaper from month</source>
        <translation>Achat moins cher à partir du mois</translation>
    </message>
    <message>
        <source>no cloud rate of this SKU in the catalog</source>
        <translation>aucun tarif cloud de ce SKU dans le catalogue</translation>
    </message>
    <message>
        <source>never within the life</source>
        <translation>jamais sur la durée de vie</translation>
    </message>
    <message>
        <source>For each owned option: its serving GPUs bought, or rented at the catalog&apos;s cheapest on-demand rate of the same SKU for the same useful hours at the average load, over the service life.</source>
        <translation>Pour chaque option en propre : ses GPU en service achetés, ou loués au tarif à la demande le moins cher du catalogue pour le même SKU, pour les mêmes heures utiles à la charge moyenne, sur la durée de service.</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Jetons de sortie/s par GPU</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>Coût par heure-GPU</translation>
    </message>
    <message>
        <source>Tokens/s per USD/h</source>
        <translation>Jetons/s par USD/h</translation>
    </message>
    <message>
        <source>Tokens/s per watt</source>
        <translation>Jetons/s par watt</translation>
    </message>
    <message>
        <source>the model does not fit</source>
        <translation>le modèle ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <source>no board power in the catalog</source>
        <translation>aucune puissance de carte dans le catalogue</translation>
    </message>
    <message>
        <source>Memory fit per GPU</source>
        <translation>Adéquation mémoire par GPU</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPU par réplique</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Utilisable</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Plus grand lot qui tient</translation>
    </message>
    <message>
        <source>SKU or model not in the catalog</source>
        <translation>SKU ou modèle absent du catalogue</translation>
    </message>
    <message>
        <source>Per GPU of a replica at the serving batch, with prompt and output at their mean lengths; GiB = 2^30 bytes. Usable memory is the nominal capacity less ECC and driver reservations.</source>
        <translation>Par GPU d&apos;une réplique à la taille de lot de service, prompt et sortie à leurs longueurs moyennes ; GiB = 2^30 octets. La mémoire utilisable est la capacité nominale moins les réservations ECC et du pilote.</translation>
    </message>
    <message>
        <source>Fleet size, spares and racks</source>
        <translation>Taille du parc, réserves et baies</translation>
    </message>
    <message>
        <source>Requests/s per replica</source>
        <translation>Requêtes/s par réplique</translation>
    </message>
    <message>
        <source>Throughput bound</source>
        <translation>Borne de débit</translation>
    </message>
    <message>
        <source>SLO (queue) bound</source>
        <translation>Borne SLO (file)</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>Répliques en service</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>TTFT at the percentile</source>
        <translation>TTFT au percentile</translation>
    </message>
    <message>
        <source>provider&apos;s</source>
        <translation>du fournisseur</translation>
    </message>
    <message>
        <source>Serving replicas: the larger of the throughput bound (peak rate / (utilisation cap × replica rate)) and the queue bound (Erlang C with the Allen-Cunneen correction at the TTFT percentile). Spares: N+k so that more replicas are down than spares with probability below 1 − availability target. Cloud options rent the serving GPUs only.</source>
        <translation>Répliques en service : la plus grande de la borne de débit (débit de pointe / (plafond de taux d&apos;utilisation × débit d&apos;une réplique)) et de la borne de file (Erlang C avec la correction d&apos;Allen-Cunneen au percentile de TTFT). Réserves : N+k de sorte que la probabilité d&apos;avoir plus de répliques hors service que de réserves soit inférieure à 1 − objectif de disponibilité. Les options cloud ne louent que les GPU en service.</translation>
    </message>
    <message>
        <source>Framework support</source>
        <translation>Prise en charge des frameworks</translation>
    </message>
    <message>
        <source>Kernel coverage elsewhere</source>
        <translation>Couverture des kernels ailleurs</translation>
    </message>
    <message>
        <source>Supply concentration (HHI)</source>
        <translation>Concentration de l&apos;approvisionnement (HHI)</translation>
    </message>
    <message>
        <source>Second sources</source>
        <translation>Secondes sources</translation>
    </message>
    <message>
        <source>Lock-in breakdown (points of 100)</source>
        <translation>Décomposition de la dépendance fournisseur (points sur 100)</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Expected exit cost</source>
        <translation>Coût de sortie attendu</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>aucun score</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>s.o.</translation>
    </message>
    <message>
        <source>low</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>high</source>
        <translation>élevé</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>aucun indiqué</translation>
    </message>
    <message>
        <source>Each factor&apos;s points are 100 × its normalised weight × its risk in [0, 1]; they add up to the score. n/a: the factor does not apply (a cloud provider carries the driver support window).</source>
        <translation>Les points de chaque facteur valent 100 × son poids normalisé × son risque dans [0, 1] ; leur somme donne le score. s.o. : le facteur ne s&apos;applique pas (un fournisseur cloud assume la période de prise en charge du pilote).</translation>
    </message>
    <message>
        <source>Weight where the top two swap</source>
        <translation>Poids auquel les deux premières s&apos;inversent</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Première</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Deuxième</translation>
    </message>
    <message>
        <source>no weight in [0, 1] swaps them</source>
        <translation>aucun poids dans [0, 1] ne les inverse</translation>
    </message>
    <message>
        <source>Fewer than two options pass the gates: there is no ranking to overturn.</source>
        <translation>Moins de deux options satisfont les critères éliminatoires : il n&apos;y a aucun classement à renverser.</translation>
    </message>
    <message>
        <source>The normalised weight at which the two best options of the weighted sum swap, the other weights keeping their proportions.</source>
        <translation>Le poids normalisé auquel les deux meilleures options de la somme pondérée s&apos;inversent, les autres poids gardant leurs proportions.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Top changes below</source>
        <translation>Bascule en dessous de</translation>
    </message>
    <message>
        <source>New top</source>
        <translation>Nouvelle première</translation>
    </message>
    <message>
        <source>Top changes above</source>
        <translation>Bascule au-dessus de</translation>
    </message>
    <message>
        <source>no change in the range</source>
        <translation>aucun changement dans la plage</translation>
    </message>
    <message>
        <source>The scenario lists no uncertain inputs.</source>
        <translation>Le scénario ne liste aucune entrée incertaine.</translation>
    </message>
    <message>
        <source>Each input moved alone from its base towards its low and high ends: the value at which another option becomes first.</source>
        <translation>Chaque entrée déplacée seule de sa valeur de base vers ses bornes basse et haute : la valeur à laquelle une autre option passe en tête.</translation>
    </message>
    <message>
        <source>Tornado: score of the recommended option</source>
        <translation>Tornade : score de l&apos;option recommandée</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Score at low</source>
        <translation>Score (bas)</translation>
    </message>
    <message>
        <source>Score at high</source>
        <translation>Score (haut)</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>Amplitude</translation>
    </message>
    <message>
        <source>Top at low</source>
        <translation>En tête (bas)</translation>
    </message>
    <message>
        <source>Top at high</source>
        <translation>En tête (haut)</translation>
    </message>
    <message>
        <source>Base score of %1: %2. Largest swing first.</source>
        <translation>Score de base de %1 : %2. Plus grande amplitude en premier.</translation>
    </message>
    <message>
        <source>Monte Carlo: probability of each rank</source>
        <translation>Monte Carlo : probabilité de chaque rang</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>P(rank %1)</source>
        <translation>P(rang %1)</translation>
    </message>
    <message>
        <source>no Monte Carlo samples</source>
        <translation>aucun tirage Monte Carlo</translation>
    </message>
    <message>
        <source>never ranked</source>
        <translation>jamais classée</translation>
    </message>
    <message>
        <source>%1 samples of all uncertain inputs at once (seed %2); ties share first place equally.</source>
        <translation>%1 tirages de toutes les entrées incertaines simultanément (graine %2) ; les ex aequo se partagent la première place à parts égales.</translation>
    </message>
    <message>
        <source>Fleet health findings</source>
        <translation>Constats de santé du parc</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Constat</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>whole fleet</source>
        <translation>parc entier</translation>
    </message>
    <message>
        <source>From the fleet imported into this workspace (%1 devices).</source>
        <translation>D&apos;après le parc importé dans cet espace de travail (%1 périphériques).</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>Prix utilisés</translation>
    </message>
    <message>
        <source>Age (days)</source>
        <translation>Âge (jours)</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>Périmé</translation>
    </message>
    <message>
        <source>Provider and source</source>
        <translation>Fournisseur et source</translation>
    </message>
    <message>
        <source>%1 USD/GPU-h</source>
        <translation>%1 USD/GPU-h</translation>
    </message>
    <message>
        <source>%1 USD/GPU</source>
        <translation>%1 USD/GPU</translation>
    </message>
    <message>
        <source>not given in the scenario</source>
        <translation>non indiqué dans le scénario</translation>
    </message>
    <message>
        <source>explicit in the scenario</source>
        <translation>explicite dans le scénario</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>sans date</translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>PÉRIMÉ</translation>
    </message>
    <message>
        <source>A price older than %1 days on the report date is flagged stale: GPU prices move within months.</source>
        <translation>Un prix de plus de %1 jours à la date du rapport est signalé comme périmé : les prix des GPU évoluent en quelques mois.</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>non fini</translation>
    </message>
    <message>
        <source>%1 USD</source>
        <translation>%1 USD</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not in the data</source>
        <translation>absent des données</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>not available (%1)</source>
        <translation>non disponible (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Speed: decode bound by memory bandwidth and prefill by compute, in the math the engine runs the weight format in (INT8 for llama.cpp&apos;s quantised types, FP16 for weight-only formats, FP8 or FP4 tensor cores where the GPU has them) at the rate the card sustains within its power limit; prefill attention grows with the prompt. Efficiencies are fitted on %n shipped benchmark row(s) in groups (engine, software stack, math, memory class, architecture family), each pooled towards its parent; the relative RMS residual of the group used is the estimate uncertainty, widened for a family never measured (extrapolated).</source>
        <translation>
            <numerusform>Vitesse : décodage borné par la bande passante mémoire et préremplissage par le calcul, dans le format où le moteur calcule les poids (INT8 pour les types quantifiés de llama.cpp, FP16 pour les formats poids seuls, cœurs tensoriels FP8 ou FP4 là où le GPU en a), au débit que la carte tient dans sa limite de puissance ; l&apos;attention du préremplissage croît avec le prompt. Rendements ajustés sur %n mesure livrée par groupes (moteur, pile logicielle, format de calcul, classe mémoire, famille d&apos;architecture), chacun rapproché de son parent ; le résidu RMS relatif du groupe utilisé donne l&apos;incertitude de l&apos;estimation, élargie pour une famille jamais mesurée (extrapolée).</numerusform>
            <numerusform>Vitesse : décodage borné par la bande passante mémoire et préremplissage par le calcul, dans le format où le moteur calcule les poids (INT8 pour les types quantifiés de llama.cpp, FP16 pour les formats poids seuls, cœurs tensoriels FP8 ou FP4 là où le GPU en a), au débit que la carte tient dans sa limite de puissance ; l&apos;attention du préremplissage croît avec le prompt. Rendements ajustés sur %n mesures livrées par groupes (moteur, pile logicielle, format de calcul, classe mémoire, famille d&apos;architecture), chacun rapproché de son parent ; le résidu RMS relatif du groupe utilisé donne l&apos;incertitude de l&apos;estimation, élargie pour une famille jamais mesurée (extrapolée).</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput estimate extrapolated: %1&apos;s architecture family was never measured with this engine and format; uncertain by about %2.</source>
        <translation>Estimation de débit extrapolée : la famille d&apos;architecture de %1 n&apos;a jamais été mesurée avec ce moteur et ce format ; incertaine d&apos;environ %2.</translation>
    </message>
    <message>
        <source>Estimate ±</source>
        <translation>Estimation ±</translation>
    </message>
    <message>
        <source>±%1, extrapolated</source>
        <translation>±%1, extrapolé</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>At the serving batch that meets the time-per-output-token target. Owned cost per GPU-hour: annualised capital, operations and power at full use per calendar hour; watts are the board power (TDP) from the catalog. TTFT without queueing (the prompt, then one decode step); TPOT is the decode step at that batch. Estimate ±: the relative RMS residual of the calibration group used; extrapolated when the GPU&apos;s architecture family was never measured with this engine and format, and then widened by the spread between the measured families.</source>
        <translation>Au lot de service qui respecte la cible de temps par jeton de sortie. Coût possédé par heure-GPU : capital annualisé, exploitation et énergie à pleine utilisation par heure calendaire ; les watts sont la puissance de carte (TDP) du catalogue. TTFT sans file d&apos;attente (le prompt, puis une étape de décodage) ; le TPOT est l&apos;étape de décodage à ce lot. Estimation ± : le résidu RMS relatif du groupe d&apos;étalonnage utilisé ; extrapolée quand la famille d&apos;architecture du GPU n&apos;a jamais été mesurée avec ce moteur et ce format, puis élargie de l&apos;écart entre les familles mesurées.</translation>
    </message>
    <message>
        <source>Acceptable (CR ≤ %1)</source>
        <translation>Acceptable (CR ≤ %1)</translation>
    </message>
    <message>
        <source>Triage per node</source>
        <translation>Triage par nœud</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>What the evidence says</source>
        <translation>Ce que disent les preuves</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Ensuite</translation>
    </message>
    <message>
        <source>%1 checked (%2)</source>
        <translation>%1 vérifié (%2)</translation>
    </message>
    <message>
        <source>run `%1`</source>
        <translation>lancez `%1`</translation>
    </message>
    <message>
        <source>The field guides&apos; order: is the GPU used, then data movement and topology, a framework fallback, stability under load, the scheduler. A step without evidence names the command whose output, imported, would answer it.</source>
        <translation>L&apos;ordre des guides : le GPU est-il utilisé, puis mouvement de données et topologie, repli du framework, stabilité sous charge, ordonnanceur. Une étape sans preuve nomme la commande dont la sortie, importée, y répondrait.</translation>
    </message>
    <message>
        <source>seller&apos;s quote</source>
        <translation>devis vendeur</translation>
    </message>
    <message>
        <source>channel</source>
        <translation>canal</translation>
    </message>
    <message>
        <source>seller</source>
        <translation>vendeur</translation>
    </message>
    <message>
        <source>SKU and condition</source>
        <translation>SKU et état</translation>
    </message>
    <message>
        <source>lot</source>
        <translation>lot</translation>
    </message>
    <message>
        <source>%1 (90 % interval %2 to %3), prior %4</source>
        <translation>%1 (intervalle à 90 % de %2 à %3), a priori %4</translation>
    </message>
    <message>
        <source>Beta(%1, %2)</source>
        <translation>Bêta(%1, %2)</translation>
    </message>
    <message>
        <source>, small sample</source>
        <translation>, petit échantillon</translation>
    </message>
    <message>
        <source>Measured seller channels</source>
        <translation>Canaux de vente mesurés</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Cards judged</source>
        <translation>Cartes jugées</translation>
    </message>
    <message>
        <source>Intake failure</source>
        <translation>Échec à la réception</translation>
    </message>
    <message>
        <source>Card-months in service</source>
        <translation>Cartes-mois en service</translation>
    </message>
    <message>
        <source>Failures per GPU-year</source>
        <translation>Pannes par GPU-an</translation>
    </message>
    <message>
        <source>Replacements</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <source>Supply quality risk</source>
        <translation>Risque de qualité d&apos;approvisionnement</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not sized</source>
        <translation>non dimensionné</translation>
    </message>
    <message>
        <source>An owned option with a measured channel takes its failure rates from the cards that came from it (intake lots in the workspace): the posterior mean failures per card-month × 12 sizes its N+k spares, the failed cards are replaced at the option&apos;s price / (1 − the intake failure share) in its monthly cost, and the supply quality risk 1 − (1 − intake failure) × exp(−failures per GPU-year) enters its lock-in score. Intervals are 90 % equal-tailed intervals of the Beta posteriors; the Monte Carlo draws from them.</source>
        <translation>Une option achetée avec un canal mesuré prend ses taux de panne des cartes qui en sont venues (lots de réception de l&apos;espace de travail) : la moyenne a posteriori des pannes par carte-mois × 12 dimensionne ses réserves N+k, les cartes en panne sont remplacées au prix de l&apos;option / (1 − la part d&apos;échec à la réception) dans son coût mensuel, et le risque de qualité d&apos;approvisionnement 1 − (1 − échec à la réception) × exp(−pannes par GPU-an) entre dans son score de dépendance. Les intervalles sont des intervalles à 90 % à queues égales des lois Bêta a posteriori ; le Monte-Carlo y tire ses valeurs.</translation>
    </message>
    <message>
        <source>Seller channel record</source>
        <translation>Bilan du canal de vente</translation>
    </message>
    <message>
        <source>No option takes its failure rate from a measured seller channel: the spares use the scenario&apos;s %1 failures per GPU-year.</source>
        <translation>Aucune option ne prend son taux de panne d&apos;un canal de vente mesuré : les réserves utilisent les %1 pannes par GPU-an du scénario.</translation>
    </message>
    <message>
        <source>Supply quality</source>
        <translation>Qualité d&apos;approvisionnement</translation>
    </message>
    <message>
        <source>Burn-in and quarantine every card at intake; buy where returns cover intermittent faults, or from a channel with a better record.</source>
        <translation>Rodage et quarantaine de chaque carte à la réception ; acheter là où les retours couvrent les pannes intermittentes, ou à un canal au meilleur bilan.</translation>
    </message>
    <message>
        <source>Small sample: %1&apos;s failure rates come from few cards of its source (%2 judged, %3 card-months in service); the prior still weighs.</source>
        <translation>Petit échantillon : les taux de panne de %1 viennent de peu de cartes de sa source (%2 jugées, %3 cartes-mois en service) ; l&apos;a priori pèse encore.</translation>
    </message>
    <message>
        <source>Keep recording intake verdicts and service failures for this source before a large order.</source>
        <translation>Continuer à enregistrer les verdicts de réception et les pannes en service de cette source avant une grosse commande.</translation>
    </message>
    <message>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <source>Result miscompares</source>
        <translation>Résultats erronés</translation>
    </message>
    <message>
        <source>Xid errors</source>
        <translation>Erreurs Xid</translation>
    </message>
    <message>
        <source>Uncorrectable ECC errors</source>
        <translation>Erreurs ECC non corrigibles</translation>
    </message>
    <message>
        <source>Retired or remapped pages</source>
        <translation>Pages retirées ou remappées</translation>
    </message>
    <message>
        <source>Clock under sustained load</source>
        <translation>Fréquence sous charge soutenue</translation>
    </message>
    <message>
        <source>Hottest temperature</source>
        <translation>Température maximale</translation>
    </message>
    <message>
        <source>PCIe link under load</source>
        <translation>Lien PCIe sous charge</translation>
    </message>
    <message>
        <source>Sustained memory bandwidth</source>
        <translation>Bande passante mémoire soutenue</translation>
    </message>
    <message>
        <source>Sustained FP32</source>
        <translation>FP32 soutenu</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ÉCHEC</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1&#xa0;MHz</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1&#xa0;°C</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1&#xa0;GFLOP/s</translation>
    </message>
    <message>
        <source>%1 allowed</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>≥ %1 MHz</source>
        <translation>≥ %1&#xa0;MHz</translation>
    </message>
    <message>
        <source>≤ %1 °C</source>
        <translation>≤ %1&#xa0;°C</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≥ %1 GB/s</source>
        <translation>≥ %1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>≥ %1 GFLOP/s</source>
        <translation>≥ %1&#xa0;GFLOP/s</translation>
    </message>
    <message>
        <source>burn-in run %1</source>
        <translation>exécution de burn-in %1</translation>
    </message>
    <message>
        <source>quote %1: %2 × %3 %4 on %5</source>
        <translation>devis %1 : %2 × %3 %4 du %5</translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>, valable jusqu&apos;au %1</translation>
    </message>
    <message>
        <source> (stale)</source>
        <translation> (périmé)</translation>
    </message>
    <message>
        <source>Seller</source>
        <translation>Vendeur</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Devis</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Date de réception</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>Garantie</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message>
        <source>Returns cover intermittent faults</source>
        <translation>Les retours couvrent les pannes intermittentes</translation>
    </message>
    <message>
        <source>Quote source</source>
        <translation>Source du devis</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>There is no lot %1 in the workspace.</source>
        <translation>Il n&apos;y a pas de lot %1 dans l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Intake report</source>
        <translation>Rapport de réception</translation>
    </message>
    <message>
        <source>Lot %1: %2, %3 %4</source>
        <translation>Lot %1 : %2, %3 %4</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Généré le</translation>
    </message>
    <message>
        <source>Lot %1 · %2</source>
        <translation>Lot %1 · %2</translation>
    </message>
    <message>
        <source>GpuPlan intake report · %1</source>
        <translation>Rapport de réception GpuPlan · %1</translation>
    </message>
    <message>
        <source>Lot summary</source>
        <translation>Synthèse du lot</translation>
    </message>
    <message>
        <source>RMA summary</source>
        <translation>Synthèse des RMA</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of this lot failed intake or in service.</source>
        <translation>
            <numerusform>%n carte de ce lot a échoué à la réception ou en service.</numerusform>
            <numerusform>%n cartes de ce lot ont échoué à la réception ou en service.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card of this lot failed intake or in service.</source>
        <translation>Aucune carte de ce lot n&apos;a échoué à la réception ou en service.</translation>
    </message>
    <message>
        <source>The lot has no cards.</source>
        <translation>Le lot n&apos;a aucune carte.</translation>
    </message>
    <message>
        <source>Burn-in verdicts and their checks</source>
        <translation>Verdicts de burn-in et leurs vérifications</translation>
    </message>
    <message>
        <source>No card of this lot has a burn-in verdict yet.</source>
        <translation>Aucune carte de ce lot n&apos;a encore de verdict de burn-in.</translation>
    </message>
    <message>
        <source>State history</source>
        <translation>Historique des états</translation>
    </message>
    <message>
        <source>No change of state recorded.</source>
        <translation>Aucun changement d&apos;état enregistré.</translation>
    </message>
    <message>
        <source>The fleet data holds no finding on this lot&apos;s cards.</source>
        <translation>Les données du parc ne contiennent aucun constat sur les cartes de ce lot.</translation>
    </message>
    <message>
        <source>Intake failure is the share of judged cards whose latest burn-in verdict is quarantine or reject. Failures in service are counted per card-month in production (30.4375 days a month, up to %1): a card&apos;s pulls from production back to the pool or, when more, the distinct hardware faults the fleet found on it.</source>
        <translation>L&apos;échec à la réception est la part des cartes jugées dont le dernier verdict de burn-in est quarantaine ou rejet. Les pannes en service sont comptées par carte-mois en production (30,4375 jours par mois, jusqu&apos;au %1) : les retraits d&apos;une carte de la production vers le pool ou, s&apos;ils sont plus nombreux, les pannes matérielles distinctes que le parc a constatées sur elle.</translation>
    </message>
    <message>
        <source>Each rate is the mean of a Beta posterior whose prior comes from the card&apos;s class (datacenter, workstation, consumer) and is named beside it; the priors are GpuPlan&apos;s assumptions, weak on purpose, and docs/intake.md states them. The interval is equal-tailed and holds 90 % of the posterior.</source>
        <translation>Chaque taux est la moyenne d&apos;une loi Bêta a posteriori dont l&apos;a priori dépend de la classe de la carte (datacenter, workstation, consumer) et est nommé à côté ; les a priori sont des hypothèses de GpuPlan, volontairement faibles, que docs/intake.md expose. L&apos;intervalle est à queues égales et contient 90 % de la loi a posteriori.</translation>
    </message>
    <message>
        <source>Records read on</source>
        <translation>Données lues le</translation>
    </message>
    <message>
        <source>%1 %2 (limit %3)</source>
        <translation>%1 %2 (limite %3)</translation>
    </message>
    <message>
        <source>%1 at burn-in (run %2)</source>
        <translation>%1 au burn-in (exécution %2)</translation>
    </message>
    <message>
        <source>%1 at burn-in (run %2): %3</source>
        <translation>%1 au burn-in (exécution %2) : %3</translation>
    </message>
    <message>
        <source>%1 at burn-in (evidence: %2)</source>
        <translation>%1 au burn-in (preuve : %2)</translation>
    </message>
    <message>
        <source>%1 at burn-in (no evidence recorded)</source>
        <translation>%1 au burn-in (aucune preuve enregistrée)</translation>
    </message>
    <message>
        <source>; note: %1</source>
        <translation>; note : %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Date (UTC)</source>
        <translation>Date (UTC)</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Preuves</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>no evidence recorded</source>
        <translation>aucune preuve enregistrée</translation>
    </message>
    <message>
        <source>checks not stored in this workspace</source>
        <translation>vérifications non enregistrées dans cet espace de travail</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>exécution %1</translation>
    </message>
    <message>
        <source>(of another device: %1)</source>
        <translation>(d&apos;un autre périphérique : %1)</translation>
    </message>
    <message>
        <source>A verdict whose evidence is a burn-in run stored in this workspace shows that run&apos;s checks as its verdict recorded them; any other evidence (an imported log) is shown as given.</source>
        <translation>Un verdict dont la preuve est une exécution de burn-in enregistrée dans cet espace de travail affiche les vérifications de cette exécution telles que son verdict les a enregistrées ; toute autre preuve (un journal importé) est affichée telle quelle.</translation>
    </message>
    <message>
        <source>Runs: %1.</source>
        <translation>Exécutions : %1.</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Numéro de série</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>State now</source>
        <translation>État actuel</translation>
    </message>
    <message>
        <source>Failure evidence</source>
        <translation>Preuve de la défaillance</translation>
    </message>
    <message>
        <source>Failed on (UTC)</source>
        <translation>Date de la défaillance (UTC)</translation>
    </message>
    <message>
        <source>RMA requested (UTC)</source>
        <translation>Demande de RMA (UTC)</translation>
    </message>
    <message>
        <source>in service: %1 %2%3</source>
        <translation>en service : %1 %2%3</translation>
    </message>
    <message>
        <source>finding: date unknown</source>
        <translation>constat : date inconnue</translation>
    </message>
    <message>
        <source>no failing verdict or finding recorded</source>
        <translation>aucun verdict d&apos;échec ni constat enregistré</translation>
    </message>
    <message>
        <source>not requested</source>
        <translation>non demandé</translation>
    </message>
    <message>
        <source>Every card of the lot in quarantine, rejected, sent back or returned, or with a hardware fault found in service: its serial and UUID, what failed and when, and when the RMA was requested. Dates are UTC days.</source>
        <translation>Chaque carte du lot en quarantaine, rejetée, renvoyée au vendeur ou retournée, ou présentant une panne matérielle constatée en service : son numéro de série et son UUID, ce qui a échoué et quand, et quand le RMA a été demandé. Les dates sont des jours UTC.</translation>
    </message>
    <message>
        <source>%1, Beta(%2, %3)</source>
        <translation>%1, Bêta(%2, %3)</translation>
    </message>
    <message>
        <source>small sample</source>
        <translation>petit échantillon</translation>
    </message>
    <message>
        <source>enough cards</source>
        <translation>assez de cartes</translation>
    </message>
    <message>
        <source>Cards per state</source>
        <translation>Cartes par état</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Cards in this state now</source>
        <translation>Cartes actuellement dans cet état</translation>
    </message>
    <message>
        <source>Counted under (latest verdict)</source>
        <translation>Comptées sous (dernier verdict)</translation>
    </message>
    <message>
        <source>A card that has a burn-in verdict is counted under its latest verdict (pass, quarantine or reject) wherever it went afterwards; one without is counted under its state.</source>
        <translation>Une carte qui a un verdict de burn-in est comptée sous son dernier verdict (réussi, quarantaine ou rejet), quel que soit son parcours ensuite ; une carte sans verdict est comptée sous son état.</translation>
    </message>
    <message>
        <source>Failure rates of the lot</source>
        <translation>Taux de défaillance du lot</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>90 % interval, low</source>
        <translation>Intervalle à 90 %, borne basse</translation>
    </message>
    <message>
        <source>90 % interval, high</source>
        <translation>Intervalle à 90 %, borne haute</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Défaillances</translation>
    </message>
    <message>
        <source>Out of</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>A priori</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Échantillon</translation>
    </message>
    <message>
        <source>Intake failure (quarantine or reject)</source>
        <translation>Échec à la réception (quarantaine ou rejet)</translation>
    </message>
    <message>
        <source>%1 cards judged</source>
        <translation>%1 cartes jugées</translation>
    </message>
    <message>
        <source>Failures in service per card-month</source>
        <translation>Pannes en service par carte-mois</translation>
    </message>
    <message>
        <source>%1 card-months</source>
        <translation>%1 cartes-mois</translation>
    </message>
    <message>
        <source>Each estimate is the mean of a Beta posterior (the prior named, updated with the lot&apos;s failures and trials); the interval holds 90 % of it, 5 % on each side. Fewer than %1 cards judged, or %2 card-months in service, is a small sample.</source>
        <translation>Chaque estimation est la moyenne d&apos;une loi Bêta a posteriori (l&apos;a priori nommé, mis à jour avec les défaillances et les essais du lot) ; l&apos;intervalle en contient 90 %, avec 5 % de chaque côté. Moins de %1 cartes jugées, ou moins de %2 cartes-mois en service, constitue un petit échantillon.</translation>
    </message>
    <message>
        <source>Cards of the lot</source>
        <translation>Cartes du lot</translation>
    </message>
    <message>
        <source>Latest verdict</source>
        <translation>Dernier verdict</translation>
    </message>
    <message>
        <source>Verdict date</source>
        <translation>Date du verdict</translation>
    </message>
    <message>
        <source>not judged yet</source>
        <translation>pas encore jugée</translation>
    </message>
    <message>
        <source>State history per card</source>
        <translation>Historique des états par carte</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>Every change is stored with its time, who made it, its evidence and note; only the changes the intake states allow are accepted (docs/intake.md).</source>
        <translation>Chaque modification est enregistrée avec son heure, son auteur, sa preuve et sa note ; seules les transitions permises par les états de réception sont acceptées (docs/intake.md).</translation>
    </message>
    <message>
        <source>Fleet findings on the lot&apos;s cards</source>
        <translation>Constats du parc sur les cartes du lot</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Failure in service</source>
        <translation>Panne en service</translation>
    </message>
    <message>
        <source>A fleet device is one of the lot&apos;s cards when it has the card&apos;s UUID (any case), else its serial. Hardware faults (Xids that reject, quarantine or recur, uncorrectable or growing ECC errors, pages retired for double-bit errors, a failed row remap) count as failures in service against the lot; the others are listed for the record.</source>
        <translation>Un périphérique du parc est l&apos;une des cartes du lot s&apos;il a l&apos;UUID de la carte (sans tenir compte de la casse), à défaut son numéro de série. Les pannes matérielles (Xid qui entraînent un rejet ou une quarantaine ou qui se répètent, erreurs ECC non corrigibles ou croissantes, pages retirées pour des erreurs double bit, échec d&apos;un remappage de ligne) comptent comme pannes en service pour le lot ; les autres sont listés pour mémoire.</translation>
    </message>
    <message>
        <source>received</source>
        <translation>reçue</translation>
    </message>
    <message>
        <source>in pool</source>
        <translation>en pool</translation>
    </message>
    <message>
        <source>quarantine</source>
        <translation>quarantaine</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>rejet</translation>
    </message>
    <message>
        <source>production</source>
        <translation>production</translation>
    </message>
    <message>
        <source>dev only</source>
        <translation>développement uniquement</translation>
    </message>
    <message>
        <source>RMA requested</source>
        <translation>RMA demandé</translation>
    </message>
    <message>
        <source>RMA returned</source>
        <translation>retournée (RMA)</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>remplacée</translation>
    </message>
</context>
<context>
    <name>ScenarioConflictDialog</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>(a document that is not JSON)</source>
        <translation>(un document qui n’est pas du JSON)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>Scenario Conflict</source>
        <translation>Conflit de scénario</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; was saved by someone else since you opened it.</source>
        <translation>Le scénario « %1 » a été enregistré par quelqu’un d’autre depuis que vous l’avez ouvert.</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; was removed from the workspace since you opened it.</source>
        <translation>Le scénario « %1 » a été supprimé de l’espace de travail depuis que vous l’avez ouvert.</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu’un</translation>
    </message>
    <message>
        <source>%1 saved version %2 at %3 (you had opened version %4).</source>
        <translation>%1 a enregistré la version %2 le %3 (vous aviez ouvert la version %4).</translation>
    </message>
    <message>
        <source>Their note: %1</source>
        <translation>Leur note : %1</translation>
    </message>
    <message>
        <source>Their version and yours hold the same scenario.</source>
        <translation>Leur version et la vôtre contiennent le même scénario.</translation>
    </message>
    <message>
        <source>What differs (theirs → yours):</source>
        <translation>Ce qui diffère (la leur → la vôtre) :</translation>
    </message>
    <message>
        <source>Open Theirs</source>
        <translation>Ouvrir la leur</translation>
    </message>
    <message>
        <source>Drop your changes and open their version.</source>
        <translation>Abandonner vos modifications et ouvrir leur version.</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>Save Again</source>
        <translation>Enregistrer quand même</translation>
    </message>
    <message>
        <source>Save yours as the next version; theirs stays in the history.</source>
        <translation>Enregistrer la vôtre comme version suivante ; la leur reste dans l’historique.</translation>
    </message>
    <message>
        <source>Save yours into the workspace again, as a new scenario.</source>
        <translation>Enregistrer de nouveau la vôtre dans l’espace de travail, comme nouveau scénario.</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>Continuer la modification</translation>
    </message>
    <message>
        <source>Save nothing now; your changes stay open.</source>
        <translation>Ne rien enregistrer pour l’instant ; vos modifications restent ouvertes.</translation>
    </message>
</context>
<context>
    <name>ScenarioLoad</name>
    <message>
        <source>Cannot read the scenario %1: %2</source>
        <translation>Impossible de lire le scénario %1 : %2</translation>
    </message>
    <message>
        <source>The scenario %1 is invalid.</source>
        <translation>Le scénario %1 n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>The workspace %1 holds no version %2 of the scenario &quot;%3&quot;.</source>
        <translation>L’espace de travail %1 ne contient pas de version %2 du scénario « %3 ».</translation>
    </message>
    <message>
        <source>The workspace %1 holds no scenario named &quot;%2&quot;.</source>
        <translation>L’espace de travail %1 ne contient aucun scénario nommé « %2 ».</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (version %2)</translation>
    </message>
</context>
<context>
    <name>ShippedData</name>
    <message>
        <source>GpuPlan&apos;s data folder %1 (from $%2) has no catalog.json.</source>
        <translation>Le dossier de données de GpuPlan %1 (de $%2) ne contient pas de catalog.json.</translation>
    </message>
    <message>
        <source>GpuPlan&apos;s data folder was not found (looked in %1); reinstall GpuPlan or set $%2 to the folder that holds catalog.json.</source>
        <translation>Le dossier de données de GpuPlan est introuvable (cherché dans %1) ; réinstallez GpuPlan ou donnez à $%2 le dossier qui contient catalog.json.</translation>
    </message>
    <message>
        <source>%1: cannot read GpuPlan&apos;s data file: %2</source>
        <translation>%1 : impossible de lire le fichier de données de GpuPlan : %2</translation>
    </message>
</context>
<context>
    <name>TriageText</name>
    <message>
        <source>GPU utilisation and memory</source>
        <translation>utilisation et mémoire du GPU</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>charge CPU</translation>
    </message>
    <message>
        <source>disk I/O</source>
        <translation>E/S disque</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>mémoire de l&apos;hôte</translation>
    </message>
    <message>
        <source>PCIe link speed and width</source>
        <translation>vitesse et largeur du lien PCIe</translation>
    </message>
    <message>
        <source>the GPU&apos;s NUMA locality</source>
        <translation>localité NUMA du GPU</translation>
    </message>
    <message>
        <source>the process&apos;s CPU affinity</source>
        <translation>affinité CPU du processus</translation>
    </message>
    <message>
        <source>IOMMU mode</source>
        <translation>mode IOMMU</translation>
    </message>
    <message>
        <source>NIC errors and drops</source>
        <translation>erreurs et pertes de la NIC</translation>
    </message>
    <message>
        <source>driver and runtime versions</source>
        <translation>versions du pilote et du runtime</translation>
    </message>
    <message>
        <source>kernel release</source>
        <translation>version du noyau</translation>
    </message>
    <message>
        <source>what a container sees</source>
        <translation>ce que voit un conteneur</translation>
    </message>
    <message>
        <source>kernel log (Xid, AER, resets)</source>
        <translation>journal du noyau (Xid, AER, resets)</translation>
    </message>
    <message>
        <source>ECC counters</source>
        <translation>compteurs ECC</translation>
    </message>
    <message>
        <source>clocks and throttling under load</source>
        <translation>fréquences et throttling sous charge</translation>
    </message>
    <message>
        <source>Kubernetes requests, limits and allocatable GPUs</source>
        <translation>requests, limits et GPU allouables Kubernetes</translation>
    </message>
</context>
<context>
    <name>UnitFormat</name>
    <message>
        <source>%1 %2</source>
        <comment>number and unit</comment>
        <extracomment>a number followed by its unit; translators may use a non-breaking space</extracomment>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <source>in the future</source>
        <translation>dans le futur</translation>
    </message>
    <message numerus="yes">
        <source>%n day</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n months</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year</source>
        <translation>
            <numerusform>%n an</numerusform>
            <numerusform>%n ans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n years</source>
        <translation>
            <numerusform>%n an</numerusform>
            <numerusform>%n ans</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>years and months</comment>
        <extracomment>an age: &quot;1 year&quot; followed by &quot;8 months&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>“%1” is not one of: %2.</source>
        <translation>« %1 » ne fait pas partie de : %2.</translation>
    </message>
    <message>
        <source>Enter yes or no.</source>
        <translation>Saisissez oui ou non.</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
    <message>
        <source>Enter a number in %1.</source>
        <translation>Saisissez un nombre en %1.</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>Saisissez un nombre entier.</translation>
    </message>
    <message>
        <source>The value must be greater than zero.</source>
        <translation>La valeur doit être supérieure à zéro.</translation>
    </message>
    <message>
        <source>The value must be at least %1.</source>
        <translation>La valeur doit être au moins égale à %1.</translation>
    </message>
    <message>
        <source>The value must be at most %1.</source>
        <translation>La valeur doit être au plus égale à %1.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>Gen %1</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>This field cannot be empty.</source>
        <translation>Ce champ ne peut pas être vide.</translation>
    </message>
    <message>
        <source>Enter a date as YYYY-MM or YYYY-MM-DD.</source>
        <translation>Saisissez une date au format AAAA-MM ou AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Type de mémoire</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Bande passante mémoire</translation>
    </message>
    <message>
        <source>FP64 dense peak</source>
        <translation>Pic dense FP64</translation>
    </message>
    <message>
        <source>FP32 dense peak</source>
        <translation>Pic dense FP32</translation>
    </message>
    <message>
        <source>FP16 dense peak</source>
        <translation>Pic dense FP16</translation>
    </message>
    <message>
        <source>BF16 dense peak</source>
        <translation>Pic dense BF16</translation>
    </message>
    <message>
        <source>FP8 dense peak</source>
        <translation>Pic dense FP8</translation>
    </message>
    <message>
        <source>INT8 dense peak</source>
        <translation>Pic dense INT8</translation>
    </message>
    <message>
        <source>FP4 dense peak</source>
        <translation>Pic dense FP4</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>Génération PCIe</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>Lignes PCIe</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnexion</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Launch date</source>
        <translation>Date de lancement</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pile logicielle</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>Intel</source>
        <translation>Intel</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Centre de données</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Station de travail</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Grand public</translation>
    </message>
    <message>
        <source>MSRP</source>
        <translation>Prix public conseillé</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Prix du marché</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>D&apos;occasion</translation>
    </message>
    <message>
        <source>Refurbished</source>
        <translation>Reconditionné</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>Cloud à la demande</translation>
    </message>
    <message>
        <source>Cloud reserved</source>
        <translation>Cloud réservé</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <translation>Cloud spot</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>par GPU</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>par heure-GPU</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>Fiche technique</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importé</translation>
    </message>
    <message>
        <source>Edited by you</source>
        <translation>Modifié par vous</translation>
    </message>
    <message>
        <source>Derived</source>
        <translation>Dérivé</translation>
    </message>
    <message>
        <source>edited by you</source>
        <translation>modifié par vous</translation>
    </message>
    <message>
        <source>edited by you on %1</source>
        <translation>modifié par vous le %1</translation>
    </message>
    <message>
        <source>converted from %1 at %2 %3 per USD (your setting)</source>
        <translation>converti depuis %1 au taux de %2 %3 pour 1 USD (votre réglage)</translation>
    </message>
    <message>
        <source>FP16 dense peak, FP16 accumulate</source>
        <translation>Pic dense FP16, accumulation FP16</translation>
    </message>
    <message>
        <source>FP6 dense peak</source>
        <translation>Pic dense FP6</translation>
    </message>
    <message>
        <source>Seller&apos;s quote</source>
        <translation>Devis vendeur</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>The catalog shipped with this build is invalid: %1</source>
        <translation>Le catalogue livré avec cette version est invalide : %1</translation>
    </message>
    <message>
        <source>no workspace file was given</source>
        <translation>aucun fichier d’espace de travail n’a été donné</translation>
    </message>
    <message>
        <source>the PostgreSQL connection string is not valid: %1</source>
        <translation>la chaîne de connexion PostgreSQL n’est pas valide : %1</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>the PostgreSQL option %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on</source>
        <translation>l’option PostgreSQL %1 contient un « ; », que le pilote PostgreSQL de Qt ne peut pas transmettre</translation>
    </message>
    <message>
        <source>(libpq&apos;s default)</source>
        <translation>(valeur par défaut de libpq)</translation>
    </message>
    <message>
        <source>PostgreSQL database %1 on %2</source>
        <translation>base PostgreSQL %1 sur %2</translation>
    </message>
    <message>
        <source> as %1</source>
        <translation> en tant que %1</translation>
    </message>
    <message>
        <source> (service %1)</source>
        <translation> (service %1)</translation>
    </message>
</context>
<context>
    <name>WorkspacePasswords</name>
    <message>
        <source>the desktop keychain does not answer</source>
        <translation>le trousseau du bureau ne répond pas</translation>
    </message>
    <message>
        <source>Team Workspace Password</source>
        <translation>Mot de passe de l’espace de travail d’équipe</translation>
    </message>
    <message>
        <source>The server asks for the password of %1.</source>
        <translation>Le serveur demande le mot de passe de %1.</translation>
    </message>
    <message>
        <source>&amp;Keep it in the desktop keychain</source>
        <translation>&amp;Le conserver dans le trousseau du bureau</translation>
    </message>
    <message>
        <source>GpuPlan then opens this workspace without asking; settings and the recent list never hold the password.</source>
        <translation>GpuPlan ouvre alors cet espace de travail sans le demander ; les réglages et la liste des récents ne contiennent jamais le mot de passe.</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Afficher du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>Only SKUs of VENDOR.</source>
        <translation>Uniquement les SKU du fabricant VENDOR.</translation>
    </message>
    <message>
        <source>Only SKUs of SEGMENT (datacenter, workstation, consumer).</source>
        <translation>Uniquement les SKU du segment SEGMENT (datacenter, workstation, consumer).</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>La commande à exécuter.</translation>
    </message>
    <message>
        <source>GPU capacity and procurement planning</source>
        <translation>Planification de la capacité et des achats de GPU</translation>
    </message>
    <message>
        <source>Open the workspace file PATH.</source>
        <translation>Ouvrir le fichier d&apos;espace de travail PATH.</translation>
    </message>
    <message>
        <source>The GPU: an id or part of its name.</source>
        <translation>Le GPU : un identifiant ou une partie de son nom.</translation>
    </message>
    <message>
        <source>The model: an id or part of its name.</source>
        <translation>Le modèle : un identifiant ou une partie de son nom.</translation>
    </message>
    <message>
        <source>Weight format (default bf16).</source>
        <translation>Format des poids (par défaut bf16).</translation>
    </message>
    <message>
        <source>KV cache format (default fp16).</source>
        <translation>Format du cache KV (par défaut fp16).</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence (default 4096).</source>
        <translation>Jetons du prompt par séquence (par défaut 4096).</translation>
    </message>
    <message>
        <source>Generated tokens per sequence (default 256).</source>
        <translation>Jetons générés par séquence (par défaut 256).</translation>
    </message>
    <message>
        <source>Concurrent sequences, or max (default 1).</source>
        <translation>Séquences simultanées, ou max (par défaut 1).</translation>
    </message>
    <message>
        <source>GPUs per replica (default 1).</source>
        <translation>GPU par réplique (par défaut 1).</translation>
    </message>
    <message>
        <source>vllm, trtllm, llamacpp or transformers (default vllm).</source>
        <translation>vllm, trtllm, llamacpp ou transformers (par défaut vllm).</translation>
    </message>
    <message>
        <source>Pin the decode bandwidth efficiency (0-1) in the calibration.</source>
        <translation>Fixe l&apos;efficacité de bande passante du décodage (0-1) dans l&apos;étalonnage.</translation>
    </message>
    <message>
        <source>Pin the compute efficiency in the calibration.</source>
        <translation>Fixe l&apos;efficacité de calcul dans l&apos;étalonnage.</translation>
    </message>
    <message>
        <source>Pin the fixed time per decode step, in milliseconds.</source>
        <translation>Fixe le temps fixe par étape de décodage, en millisecondes.</translation>
    </message>
    <message>
        <source>probe: the device, as probe list names it (cuda:0, cpu:0).</source>
        <translation>probe : le périphérique, tel que nommé par probe list (cuda:0, cpu:0).</translation>
    </message>
    <message>
        <source>probe run: comma-separated tests (default: all).</source>
        <translation>probe run : tests séparés par des virgules (par défaut : tous).</translation>
    </message>
    <message>
        <source>probe run: measured runs per test.</source>
        <translation>probe run : exécutions mesurées par test.</translation>
    </message>
    <message>
        <source>probe run: unmeasured runs first.</source>
        <translation>probe run : exécutions non mesurées préalables.</translation>
    </message>
    <message>
        <source>probe run: working set in MiB.</source>
        <translation>probe run : ensemble de travail en MiB.</translation>
    </message>
    <message>
        <source>probe burnin: duration in minutes.</source>
        <translation>probe burnin : durée en minutes.</translation>
    </message>
    <message>
        <source>probe burnin: duration in seconds.</source>
        <translation>probe burnin : durée en secondes.</translation>
    </message>
    <message>
        <source>probe burnin: datacenter, workstation or consumer criteria.</source>
        <translation>probe burnin : critères datacenter, workstation ou consumer.</translation>
    </message>
    <message>
        <source>probe burnin: the spec memory bandwidth to judge against.</source>
        <translation>probe burnin : la bande passante mémoire de référence pour l&apos;évaluation.</translation>
    </message>
    <message>
        <source>probe burnin: the spec FP32 peak to judge against.</source>
        <translation>probe burnin : le pic FP32 de référence pour l&apos;évaluation.</translation>
    </message>
    <message>
        <source>probe burnin: highest temperature allowed.</source>
        <translation>probe burnin : température maximale autorisée.</translation>
    </message>
    <message>
        <source>probe burnin: lowest clock, as a fraction of the first minute&apos;s.</source>
        <translation>probe burnin : fréquence minimale, en fraction de celle de la première minute.</translation>
    </message>
    <message>
        <source>probe burnin: lowest bandwidth, as a fraction of the spec.</source>
        <translation>probe burnin : bande passante minimale, en fraction de la spécification.</translation>
    </message>
    <message>
        <source>probe burnin: lowest FP32 rate, as a fraction of the spec.</source>
        <translation>probe burnin : débit FP32 minimal, en fraction de la spécification.</translation>
    </message>
    <message>
        <source>probe burnin: seconds of warm-up, not judged.</source>
        <translation>probe burnin : secondes de préchauffage, non évaluées.</translation>
    </message>
    <message>
        <source>probe: stop the runner after S seconds.</source>
        <translation>probe : arrêter l&apos;exécuteur après S secondes.</translation>
    </message>
    <message>
        <source>probe burnin: do not require the PCIe link at its maximum.</source>
        <translation>probe burnin : ne pas exiger le lien PCIe à son maximum.</translation>
    </message>
    <message>
        <source>plan/rank: the scenario file.</source>
        <translation>plan/rank : le fichier de scénario.</translation>
    </message>
    <message>
        <source>erlang: the number of servers.</source>
        <translation>erlang : le nombre de serveurs.</translation>
    </message>
    <message>
        <source>erlang: the offered load in Erlangs.</source>
        <translation>erlang : la charge offerte en Erlangs.</translation>
    </message>
    <message>
        <source>import: the format, not recognised by content; export: csv, json or xlsx.</source>
        <translation>import : le format, s&apos;il n&apos;est pas reconnu d&apos;après le contenu ; export : csv, json ou xlsx.</translation>
    </message>
    <message>
        <source>report/export: the file to write.</source>
        <translation>report/export : le fichier à écrire.</translation>
    </message>
    <message>
        <source>report/export: language, en or fr.</source>
        <translation>report/export : la langue, en ou fr.</translation>
    </message>
    <message>
        <source>report: A4 (default) or Letter.</source>
        <translation>report : A4 (par défaut) ou Letter.</translation>
    </message>
    <message>
        <source>report: the author on the cover.</source>
        <translation>report : l&apos;auteur indiqué sur la couverture.</translation>
    </message>
    <message>
        <source>report: the approver on the cover.</source>
        <translation>report : l&apos;approbateur indiqué sur la couverture.</translation>
    </message>
    <message>
        <source>export: the table to write.</source>
        <translation>export : le tableau à écrire.</translation>
    </message>
    <message>
        <source>import: remove the file imported from FILE, or with that SHA-256.</source>
        <translation>import : retirer le fichier importé depuis FILE, ou ayant ce SHA-256.</translation>
    </message>
    <message>
        <source>Cannot create the workspace %1.</source>
        <translation>Impossible de créer l&apos;espace de travail %1.</translation>
    </message>
    <message>
        <source>import: the host of files that do not name it; triage: the node to show.</source>
        <translation>import : l&apos;hôte des fichiers qui ne le nomment pas ; triage : le nœud à afficher.</translation>
    </message>
    <message>
        <source>A decision scenario (.gpuplan-scenario.json or .json) to open on the Decision page, or a workspace (.gpuplan) to open instead of the default.</source>
        <translation>Un scénario de décision (.gpuplan-scenario.json ou .json) à ouvrir dans la page Décision, ou un espace de travail (.gpuplan) à ouvrir au lieu de celui par défaut.</translation>
    </message>
    <message>
        <source>fleet pull: the server&apos;s URL, with its path prefix.</source>
        <translation>fleet pull : l&apos;URL du serveur, avec son préfixe de chemin.</translation>
    </message>
    <message>
        <source>fleet pull: the window up to now (24h, 90m, 7d).</source>
        <translation>fleet pull : la fenêtre jusqu&apos;à maintenant (24h, 90m, 7d).</translation>
    </message>
    <message>
        <source>fleet pull: the window&apos;s start (Unix seconds or RFC 3339).</source>
        <translation>fleet pull : le début de la fenêtre (secondes Unix ou RFC 3339).</translation>
    </message>
    <message>
        <source>fleet pull: the window&apos;s end (Unix seconds or RFC 3339).</source>
        <translation>fleet pull : la fin de la fenêtre (secondes Unix ou RFC 3339).</translation>
    </message>
    <message>
        <source>fleet pull: the bucket (seconds or 60s, 5m).</source>
        <translation>fleet pull : l&apos;intervalle (secondes, ou 60s, 5m).</translation>
    </message>
    <message>
        <source>fleet pull: label matchers, e.g. {Hostname=~&quot;gpu-.*&quot;}.</source>
        <translation>fleet pull : sélecteurs d&apos;étiquettes, p. ex. {Hostname=~&quot;gpu-.*&quot;}.</translation>
    </message>
    <message>
        <source>fleet pull: a file holding the bearer token or password.</source>
        <translation>fleet pull : un fichier contenant le jeton bearer ou le mot de passe.</translation>
    </message>
    <message>
        <source>fleet pull: basic auth user (password in --token-file).</source>
        <translation>fleet pull : utilisateur basic (mot de passe dans --token-file).</translation>
    </message>
    <message>
        <source>fleet pull: the X-Scope-OrgID tenant (Mimir, Cortex).</source>
        <translation>fleet pull : le locataire X-Scope-OrgID (Mimir, Cortex).</translation>
    </message>
    <message>
        <source>fleet pull: PEM CA certificates to trust.</source>
        <translation>fleet pull : certificats d&apos;autorité PEM acceptés.</translation>
    </message>
    <message>
        <source>fleet pull: PEM client certificate.</source>
        <translation>fleet pull : certificat client PEM.</translation>
    </message>
    <message>
        <source>fleet pull: PEM client key.</source>
        <translation>fleet pull : clé client PEM.</translation>
    </message>
    <message>
        <source>fleet pull: where the pull documents are kept.</source>
        <translation>fleet pull : où garder les documents de tirage.</translation>
    </message>
    <message>
        <source>estimate/sweep: attention runs data-parallel over the replica&apos;s GPUs.</source>
        <translation>estimate/sweep : l’attention tourne en parallélisme de données sur les GPU de la réplique.</translation>
    </message>
    <message>
        <source>estimate/sweep: a MoE model&apos;s experts are spread whole over the GPUs.</source>
        <translation>estimate/sweep : les experts d’un modèle MoE sont répartis entiers sur les GPU.</translation>
    </message>
    <message>
        <source>estimate/sweep: decode steps launch every kernel (eager mode).</source>
        <translation>estimate/sweep : les pas de décodage lancent chaque noyau (mode eager).</translation>
    </message>
    <message>
        <source>import: parse and judge, write nothing; catalog use-benchmark: show, write nothing.</source>
        <translation>import : analyser et évaluer, sans rien écrire ; catalog use-benchmark : montrer, sans rien écrire.</translation>
    </message>
    <message>
        <source>Use the workspace file PATH, or the PostgreSQL database postgresql://[user@]host[:port]/db[?sslmode=...] or postgresql:WORDS (libpq&apos;s key=value words, e.g. service=gpuplan).</source>
        <translation>Utiliser le fichier d’espace de travail PATH, ou la base PostgreSQL postgresql://[user@]host[:port]/db[?sslmode=...] ou postgresql:MOTS (les mots clé=valeur de libpq, par exemple service=gpuplan).</translation>
    </message>
    <message>
        <source>workspace audit: at most N entries.</source>
        <translation>workspace audit : au plus N entrées.</translation>
    </message>
    <message>
        <source>probe: a note stored with the run; catalog set, scenario save: the change&apos;s note.</source>
        <translation>probe : une note enregistrée avec l’exécution ; catalog set, scenario save : la note de la modification.</translation>
    </message>
    <message>
        <source>catalog set, scenario save/remove: the version you read (0: none yet); a change since is a conflict (exit 7).</source>
        <translation>catalog set, scenario save/remove : la version que vous avez lue (0 : aucune encore) ; une modification depuis est un conflit (sortie 7).</translation>
    </message>
    <message>
        <source>scenario save: the name to save under (default: the scenario&apos;s name).</source>
        <translation>scenario save : le nom sous lequel enregistrer (par défaut : le nom du scénario).</translation>
    </message>
    <message>
        <source>quotes import: a column mapping preset (JSON).</source>
        <translation>quotes import : un préréglage de correspondance des colonnes (JSON).</translation>
    </message>
    <message>
        <source>quotes import: the seller of rows that name none.</source>
        <translation>quotes import : le vendeur des lignes qui n&apos;en nomment pas.</translation>
    </message>
    <message>
        <source>quotes import: distributor, integrator, refurbisher, marketplace or cloud, for rows that name none.</source>
        <translation>quotes import : distributor, integrator, refurbisher, marketplace ou cloud, pour les lignes qui n&apos;en nomment pas.</translation>
    </message>
    <message>
        <source>quotes import: new, refurbished or used, for rows that name none.</source>
        <translation>quotes import : new, refurbished ou used, pour les lignes qui n&apos;en nomment pas.</translation>
    </message>
    <message>
        <source>quotes import: the currency of rows that name none.</source>
        <translation>quotes import : la devise des lignes qui n&apos;en nomment pas.</translation>
    </message>
    <message>
        <source>quotes import: the quote&apos;s date; lot create: received on.</source>
        <translation>quotes import : la date du devis ; lot create : la date de réception.</translation>
    </message>
    <message>
        <source>lot create: the quote the cards were bought on.</source>
        <translation>lot create : le devis sur lequel les cartes ont été achetées.</translation>
    </message>
    <message>
        <source>lot create: the cards&apos; serials (a file: one a line, optionally SERIAL,UUID).</source>
        <translation>lot create : les numéros de série des cartes (un fichier : un par ligne, éventuellement SERIE,UUID).</translation>
    </message>
    <message>
        <source>lot card: the card&apos;s new state.</source>
        <translation>lot card : le nouvel état de la carte.</translation>
    </message>
    <message>
        <source>lot card: the probe run or file behind the change.</source>
        <translation>lot card : l&apos;exécution de sonde ou le fichier à l&apos;appui du changement.</translation>
    </message>
    <message>
        <source>quotes option: take the failure rates from the measured channel, seller or sku_condition of the quote.</source>
        <translation>quotes option : prendre les taux de panne du canal, du vendeur ou du sku_condition mesuré du devis.</translation>
    </message>
    <message>
        <source>GpuPlan command line.

Commands:
  catalog list [--vendor V] [--segment S]   list the GPU SKUs
  catalog show SKU                          one SKU with its prices and provenance
  catalog export FILE                       write the catalog (with your edits) as JSON
  catalog import FILE                       add or replace SKUs, prices and models from JSON
  catalog use-benchmark FILE|SHA256         an imported mixbench or BabelStream file&apos;s ceilings
    [--sku SKU] [--dry-run]                 (FP32 plateau, Triad) become the SKU&apos;s in estimates
  catalog set SKU FIELD VALUE [--note TEXT]  edit one field (a key of catalog show --json; VALUE as
    [--expect-version N]                    JSON, else text); with --expect-version, a field changed
                                            since version N is a conflict: exit 7, nothing written
  workspace info                            backend (sqlite or postgresql), schema version, user, role
  workspace audit [--limit N]               who changed what and when, newest first
  workspace copy SRC DST                    everything of SRC into the new DST (each a file or a
                                            PostgreSQL location), then row counts and checksums compared
  workspace init-roles                      PostgreSQL: the roles gpuplan_viewer, gpuplan_editor and
                                            gpuplan_admin with their grants (docs/team-workspace.md)
  scenario list                             the scenarios saved in the workspace, newest versions
  scenario history NAME                     every version of one, who saved it and when
  scenario show NAME [VERSION] [-o FILE]    its JSON (the newest version unless VERSION)
  scenario save FILE [--name NAME]          save a scenario file into the workspace as the next
    [--note TEXT] [--expect-version N]      version (0: must be new); stale: exit 7, nothing written
  scenario remove NAME [--expect-version N] remove it with all its versions
    plan, rank, report and export take --scenario workspace:NAME[@VERSION] as well as a file.
  models list                               list the model architectures
  models show MODEL                         one model architecture
  estimate --sku SKU --model MODEL [...]    VRAM fit, speed and cost of MODEL on SKU (JSON)
  sweep --model MODEL [...]                 the same for every SKU of the catalog (JSON)
    estimate/sweep options: --weights FORMAT (bf16, fp16, fp8, int8 = w8a16, int4 = w4a16, w8a8,
    w4a8, fp6, nvfp4, mxfp4, fp4 = NVFP4 on NVIDIA and MXFP4 elsewhere, q8_0, q6_k, q5_k_m, q4_k_m,
    q4_0), --kv FORMAT (fp16, bf16, fp8; llama.cpp: fp16, bf16, q8_0, q4_0), --context N,
    --output-tokens N,
    --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers; with several GPUs
    --attention-dp (attention data-parallel) and --expert-parallel (MoE experts spread whole);
    --no-cuda-graphs (eager decode); pin a calibrated parameter with
    --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS

  probe list                                what gpuplan-probe sees: backends and devices
  probe run --device ID [...]               measure a device (--tests LIST, --repeats N,
                                            --warmups N, --size-mib M) and store the run
  probe burnin --device ID --minutes N      sustained load, telemetry and a verdict, stored
    burnin options: --seconds N, --sku SKU (spec bandwidth, FP32 peak and class from the
    catalog), --class C, --spec-bandwidth GB/s, --spec-fp32 GFLOP/s, --max-temp C,
    --min-clock-fraction F, --min-bandwidth-fraction F, --min-fp32-fraction F,
    --warmup-seconds S, --no-require-pcie-max; probe run/burnin also take --timeout S and
    --note TEXT. The runner is $GPUPLAN_PROBE, else gpuplan-probe next to gpuplan-cli or in
    ../libexec/gpuplan from it.

  import FILE... [--dry-run] [--format NAME]  import nvidia-smi, rocm-smi, amd-smi, xpu-smi, DCGM,
    [--node NAME]                           lspci, kernel log, host (uname, lscpu, numactl, sysstat,
                                            ip) and benchmark files (format found by content); each
                                            file all or nothing; same content skipped; --node: the
                                            host of files that do not name it; import --help lists
                                            the formats
  import --remove FILE|SHA256               take an imported file out again (its devices, samples,
                                            events; findings evaluated again)
  fleet                                     the imported inventory, hosts, health findings and files
  fleet pull --prometheus URL               GPU telemetry from Prometheus, Thanos, Mimir or
    [--since DURATION | --start T --end T]  VictoriaMetrics (URL with its path prefix), aggregated
    [--step S] [--selector SEL]             per bucket on the server, judged by the fleet&apos;s health
    [--token-file F [--user U]] [--tenant T] rules; T: Unix seconds or RFC 3339; without a window,
    [--ca-file F] [--cert-file F --key-file F] from the source&apos;s last pull (else the last hour);
    [--save-dir DIR] [--dry-run]            --token-file: bearer token, or password with --user;
                                            --dry-run lists the queries; exit 9 when the server
                                            fails (nothing is changed)
  triage [--node NAME]                      the field guides&apos; five-step playbook per node: what each
                                            step found, or the command to run for its evidence

  quotes import FILE [--mapping PRESET]     a seller&apos;s quote sheet (CSV, or XLSX&apos;s first sheet): one
    [--seller S] [--channel C]              quote per row naming a SKU; the header row is found under
    [--condition C] [--currency X] [--date D] a title block; a bad row refuses the file (exit 4)
  quotes list                               the quotes, stale ones flagged
  quotes option ID --scenario FILE -o OUT   the scenario (a file or workspace:NAME) with the quote as one
    [--measured channel|seller|sku_condition] more option: its price, mode, quantity and lead time;
                                            --measured: its failure rates from the cards of the
                                            quote&apos;s channel, seller or SKU + condition (owned only)
  lot create --quote ID --serials FILE|S1,S2,...  the cards that arrived on a quote (--date D)
  lot card SERIAL --state STATE             move a card: received, in-pool, pass, quarantine, reject,
    [--evidence RUN|FILE] [--note TEXT]     production, dev-only, rma-requested, rma-returned,
                                            replaced (only the allowed moves; docs/intake.md)
  lot status LOT                            counts by verdict, intake failure with its 90 % interval
  lot report LOT -o OUT.pdf [--lang en|fr]  the lot&apos;s intake report as PDF: cards, verdicts with their
    [--page-size A4|Letter]                 checks, state history, fleet findings, failure rates and
                                            the RMA summary (serials, failure evidence, dates)
  channels                                  the record of each channel, seller, SKU + condition, lot

  plan --scenario FILE                      fleet size per option under the scenario&apos;s SLO: replicas
                                            (throughput and queue bounds, N+k spares), racks, power,
                                            costs, lock-in score, gates, simulation check
  rank --scenario FILE                      gates, weighted sum / AHP / TOPSIS scores, Pareto set,
                                            critical weights, tornado, switching values, Monte Carlo
                                            probability of ranking first
  erlang --servers C --offered-load A       Erlang B and Erlang C (M/M/c)
    The demo scenario is scenarios/demo.json in the data folder (share/gpuplan once installed);
    an invalid scenario exits with 4.

  report --scenario FILE -o OUT.pdf          the decision report as PDF, with no display needed:
    [--lang en|fr] [--page-size A4|Letter]   summary, requirements, options, method, results,
    [--author A] [--approver A]              sensitivity, risks, checklist, sign-off, appendices
  export --scenario FILE --table NAME       one results table of the report as a file: tables
    --format csv|json|xlsx -o OUT            options, criteria, scoring, tco, own_vs_rent, efficiency,
                                            vram, fleet, lockin, critical_weights, switching, tornado,
                                            montecarlo, fleet_findings, fleet_triage, prices, assumptions,
                                            provenance, measurement_sources, measurements
    report/export exit with 4 for an unreadable or invalid scenario, 3 when OUT cannot be written.

SKU and MODEL are an id or an unambiguous part of a name (&quot;RTX 4090&quot;, &quot;Llama-3-8B&quot;).
Exit codes: 0 success, 1 usage, 2 not found or ambiguous (also: no such device), 3 workspace
error, 4 invalid input, 5 a probe test did not verify, 6 the probe runner is missing, crashed,
hung, printed invalid output, could not load the backend or failed inside, 7 a conflict (catalog set,
scenario save or remove: --expect-version is stale), 9 the Prometheus server failed, 10 burn-in verdict quarantine, 11 burn-in
verdict reject.</source>
        <translation>Ligne de commande de GpuPlan.

Commandes :
  catalog list [--vendor V] [--segment S]   liste les SKU de GPU
  catalog show SKU                          un SKU avec ses prix et sa provenance
  catalog export FILE                       écrit le catalogue (avec vos modifications) en JSON
  catalog import FILE                       ajoute ou remplace des SKU, prix et modèles depuis du JSON
  catalog use-benchmark FILE|SHA256         les plafonds d’un fichier mixbench ou BabelStream importé
    [--sku SKU] [--dry-run]                 (plateau FP32, Triad) deviennent ceux du SKU dans les estimations
  catalog set SKU FIELD VALUE [--note TEXT]  modifie un champ (une clé de catalog show --json ; VALUE
    [--expect-version N]                    en JSON, sinon du texte) ; avec --expect-version, un champ
                                            modifié depuis la version N est un conflit : sortie 7, rien
                                            n&apos;est écrit
  workspace info                            moteur (sqlite ou postgresql), version du schéma,
                                            utilisateur, rôle
  workspace audit [--limit N]               qui a modifié quoi et quand, du plus récent au plus ancien
  workspace copy SRC DST                    tout SRC dans la nouvelle DST (chacune un fichier ou un
                                            emplacement PostgreSQL), puis nombres de lignes et sommes
                                            de contrôle comparés
  workspace init-roles                      PostgreSQL : les rôles gpuplan_viewer, gpuplan_editor et
                                            gpuplan_admin avec leurs droits (docs/team-workspace.md)
  scenario list                             les scénarios enregistrés dans l&apos;espace de travail, versions
                                            les plus récentes
  scenario history NAME                     chaque version de l&apos;un d&apos;eux, qui l&apos;a enregistrée et quand
  scenario show NAME [VERSION] [-o FILE]    son JSON (la version la plus récente sauf VERSION)
  scenario save FILE [--name NAME]          enregistre un fichier de scénario dans l&apos;espace de travail
    [--note TEXT] [--expect-version N]      comme version suivante (0 : doit être nouveau) ; périmé :
                                            sortie 7, rien n&apos;est écrit
  scenario remove NAME [--expect-version N] le supprime avec toutes ses versions
    plan, rank, report et export acceptent --scenario workspace:NAME[@VERSION] comme un fichier.
  models list                               liste les architectures de modèles
  models show MODEL                         une architecture de modèle
  estimate --sku SKU --model MODEL [...]    adéquation VRAM, vitesse et coût de MODEL sur SKU (JSON)
  sweep --model MODEL [...]                 la même chose pour chaque SKU du catalogue (JSON)
    options de estimate/sweep : --weights FORMAT (bf16, fp16, fp8, int8 = w8a16, int4 = w4a16,
    w8a8, w4a8, fp6, nvfp4, mxfp4, fp4 = NVFP4 sur NVIDIA et MXFP4 ailleurs, q8_0, q6_k, q5_k_m,
    q4_k_m, q4_0), --kv FORMAT (fp16, bf16, fp8 ; llama.cpp : fp16, bf16, q8_0, q4_0), --context N,
    --output-tokens N, --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers ;
    avec plusieurs GPU, --attention-dp (attention en parallélisme de données) et --expert-parallel
    (experts MoE répartis entiers) ; --no-cuda-graphs (décodage sans graphes) ; fixez un paramètre
    étalonné avec --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS

  probe list                                ce que voit gpuplan-probe : backends et périphériques
  probe run --device ID [...]               mesure un périphérique (--tests LIST, --repeats N,
                                            --warmups N, --size-mib M) et enregistre l&apos;exécution
  probe burnin --device ID --minutes N      charge soutenue, télémétrie et verdict, enregistrés
    options de burnin : --seconds N, --sku SKU (bande passante de référence, pic FP32 et
    classe issus du catalogue), --class C, --spec-bandwidth GB/s, --spec-fp32 GFLOP/s,
    --max-temp C, --min-clock-fraction F, --min-bandwidth-fraction F, --min-fp32-fraction F,
    --warmup-seconds S, --no-require-pcie-max ; probe run/burnin acceptent aussi --timeout S
    et --note TEXT. L&apos;exécuteur est $GPUPLAN_PROBE, sinon gpuplan-probe à côté de gpuplan-cli
    ou dans ../libexec/gpuplan à partir de lui.

  import FILE... [--dry-run] [--format NAME]  importe des fichiers nvidia-smi, rocm-smi, amd-smi,
    [--node NAME]                           xpu-smi, DCGM, lspci, journal du noyau, hôte (uname, lscpu,
                                            numactl, sysstat, ip) et benchmarks (format détecté d&apos;après
                                            le contenu) ; chaque fichier en tout ou rien ; contenu
                                            identique ignoré ; --node : l&apos;hôte des fichiers qui ne le
                                            nomment pas ; import --help liste les formats
  import --remove FILE|SHA256               retire un fichier importé (ses périphériques,
                                            échantillons, événements ; constats réévalués)
  fleet                                     l&apos;inventaire importé, les hôtes, les constats de santé et les fichiers
  fleet pull --prometheus URL               la télémétrie GPU de Prometheus, Thanos, Mimir ou
    [--since DURATION | --start T --end T]  VictoriaMetrics (URL avec son préfixe de chemin), agrégée
    [--step S] [--selector SEL]             par intervalle sur le serveur, jugée par les règles de
    [--token-file F [--user U]] [--tenant T] santé du parc ; T : secondes Unix ou RFC 3339 ; sans
    [--ca-file F] [--cert-file F --key-file F] fenêtre, depuis le dernier tirage de la source (sinon
    [--save-dir DIR] [--dry-run]            la dernière heure) ; --token-file : jeton bearer, ou mot
                                            de passe avec --user ; --dry-run liste les requêtes ;
                                            sortie 9 si le serveur échoue (rien n&apos;est modifié)
  triage [--node NAME]                      les cinq étapes du diagnostic des guides par nœud : ce que
                                            chacune a trouvé, ou la commande à lancer pour ses preuves

  quotes import FILE [--mapping PRESET]     le devis d&apos;un vendeur (CSV, ou la première feuille d&apos;un XLSX) :
    [--seller S] [--channel C]              un devis par ligne nommant un SKU ; la ligne d&apos;en-tête est
    [--condition C] [--currency X] [--date D] trouvée sous un bloc de titre ; une mauvaise ligne refuse le
                                            fichier (sortie 4)
  quotes list                               les devis, les périmés signalés
  quotes option ID --scenario FILE -o OUT   le scénario (un fichier ou workspace:NOM) avec le devis comme
    [--measured channel|seller|sku_condition] option de plus : son prix, son mode, sa quantité et son délai ;
                                            --measured : ses taux de panne mesurés sur les cartes du canal,
                                            du vendeur ou du SKU + état du devis (achat seulement)
  lot create --quote ID --serials FILE|S1,S2,...  les cartes arrivées sur un devis (--date D)
  lot card SERIAL --state STATE             changer l&apos;état d&apos;une carte : received, in-pool, pass, quarantine,
    [--evidence RUN|FILE] [--note TEXT]     reject, production, dev-only, rma-requested, rma-returned,
                                            replaced (seuls les passages permis ; docs/intake.md)
  lot status LOT                            décomptes par verdict, échec à la réception avec son intervalle à 90 %
  lot report LOT -o OUT.pdf [--lang en|fr]  le rapport de réception du lot en PDF : cartes, verdicts avec leurs
    [--page-size A4|Letter]                 contrôles, historique des états, constats du parc, taux de
                                            défaillance et le sommaire RMA (séries, preuves, dates)
  channels                                  le bilan de chaque canal, vendeur, SKU + état, lot

  plan --scenario FILE                      taille du parc par option selon le SLO du scénario :
                                            répliques (bornes de débit et de file, N+k réserves),
                                            baies, énergie, coûts, score de dépendance fournisseur,
                                            critères éliminatoires, vérification par simulation
  rank --scenario FILE                      critères éliminatoires, scores somme pondérée / AHP /
                                            TOPSIS, ensemble de Pareto, poids critiques, tornade,
                                            valeurs de basculement, probabilité Monte Carlo d&apos;être
                                            classé premier
  erlang --servers C --offered-load A       Erlang B et Erlang C (M/M/c)
    Le scénario de démonstration est scenarios/demo.json dans le dossier de données (share/gpuplan
    une fois installé) ; un scénario invalide sort avec 4.

  report --scenario FILE -o OUT.pdf         le rapport de décision en PDF, sans affichage requis :
    [--lang en|fr] [--page-size A4|Letter]  synthèse, exigences, options, méthode, résultats,
    [--author A] [--approver A]             sensibilité, risques, liste de contrôle, validation, annexes
  export --scenario FILE --table NAME       un tableau de résultats du rapport en fichier : tableaux
    --format csv|json|xlsx -o OUT           options, criteria, scoring, tco, own_vs_rent, efficiency,
                                            vram, fleet, lockin, critical_weights, switching, tornado,
                                            montecarlo, fleet_findings, fleet_triage, prices, assumptions,
                                            provenance, measurement_sources, measurements
    report/export sortent avec 4 pour un scénario illisible ou invalide, 3 si OUT ne peut pas
    être écrit.

SKU et MODEL sont un identifiant ou une partie non ambiguë d&apos;un nom (&quot;RTX 4090&quot;, &quot;Llama-3-8B&quot;).
Codes de sortie : 0 succès, 1 usage incorrect, 2 introuvable ou ambigu (aussi : périphérique
inexistant), 3 erreur d&apos;espace de travail, 4 entrée invalide, 5 un test de sonde n&apos;a pas été
vérifié, 6 l&apos;exécuteur de sondes est absent, a planté, s&apos;est bloqué, a produit une sortie
invalide, n&apos;a pas pu charger le backend ou a échoué en interne, 7 un conflit (catalog set,
scenario save ou remove : --expect-version périmé), 9 le serveur Prometheus a échoué, 10 verdict de burn-in quarantaine,
11 verdict de burn-in rejet.</translation>
    </message>
</context>
</TS>
